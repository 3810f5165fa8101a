import { viewportSize } from './viewports';

/*
 * Chromatic modes (https://www.chromatic.com/docs/modes/): each story is captured once per mode,
 * each with its own baseline. A mode's `theme` is the toolbar global that `withTheme`
 * (decorators.tsx) applies to <html>; `viewport` is Chromatic's capture size, the same sizes the
 * local test runner uses (viewports.ts), so a phone baseline means 375 x 812 everywhere.
 */
export const allModes = {
  'phone dark': { theme: 'dark', viewport: viewportSize('phone') },
  'phone light': { theme: 'light', viewport: viewportSize('phone') },
  'desktop dark': { theme: 'dark', viewport: viewportSize('desktop') },
  'desktop light': { theme: 'light', viewport: viewportSize('desktop') },
} as const;
