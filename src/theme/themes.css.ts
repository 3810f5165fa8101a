import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { scales } from './scales';

/*
 * Dark casino theme is the default: deep navy surfaces, green primary, gold for rewards.
 * Text colours were picked for WCAG AA (4.5:1) against the surfaces they sit on; the a11y
 * check in the story tests verifies contrast on every story.
 */
/** Dark palette values (exported for the Storybook Foundations pages; tree-shaken from the app). */
export const darkColors = {
  background: '#070b16',
  surface: '#0f1629',
  surfaceRaised: '#18213a',
  surfaceSunken: '#0a0f1d',
  border: '#2a3656',
  borderStrong: '#43527a',
  text: '#f2f5fb',
  textMuted: '#a7b2ca',
  textInverse: '#0b1020',
  primary: '#22c55e',
  primaryHover: '#34d870',
  primaryPressed: '#16a34a',
  onPrimary: '#03200e',
  secondary: '#26314f',
  secondaryHover: '#313e63',
  onSecondary: '#f2f5fb',
  danger: '#c62f3a',
  dangerHover: '#d83c47',
  onDanger: '#ffffff',
  dangerText: '#ff8f98',
  success: '#22c55e',
  successText: '#5ee38f',
  warning: '#f59e0b',
  warningText: '#fbbf4d',
  reward: '#f5c542',
  onReward: '#2b1d00',
  rewardText: '#f7cf5c',
  badge: '#e11d48',
  onBadge: '#ffffff',
  link: '#7cc0ff',
  focusRing: '#8ecbff',
  scrim: 'rgba(3, 6, 14, 0.72)',
  skeleton: '#1b2540',
  skeletonHighlight: '#26314f',
  frameBackdrop: '#03060d',
};

export const lightColors: typeof darkColors = {
  background: '#f3f5fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#e8ecf4',
  border: '#d3d9e6',
  borderStrong: '#8e9ab3',
  text: '#0f172a',
  textMuted: '#4a5568',
  textInverse: '#ffffff',
  primary: '#0b7a3d',
  primaryHover: '#0a6b36',
  primaryPressed: '#085a2d',
  onPrimary: '#ffffff',
  secondary: '#e3e8f2',
  secondaryHover: '#d5dcea',
  onSecondary: '#0f172a',
  danger: '#c62f3a',
  dangerHover: '#ad2630',
  onDanger: '#ffffff',
  dangerText: '#b42330',
  success: '#0b7a3d',
  successText: '#0b7a3d',
  warning: '#b45309',
  warningText: '#92400e',
  reward: '#f5c542',
  onReward: '#2b1d00',
  rewardText: '#8a5a00',
  badge: '#d1143f',
  onBadge: '#ffffff',
  link: '#0b5cad',
  focusRing: '#1d6fd1',
  scrim: 'rgba(15, 23, 42, 0.55)',
  skeleton: '#e2e7f0',
  skeletonHighlight: '#eef1f7',
  frameBackdrop: '#d9dee9',
};

export const shadows = {
  dark: { raised: '0 2px 8px rgba(0, 0, 0, 0.45)', overlay: '0 12px 40px rgba(0, 0, 0, 0.6)' },
  light: {
    raised: '0 2px 8px rgba(15, 23, 42, 0.12)',
    overlay: '0 12px 40px rgba(15, 23, 42, 0.25)',
  },
};

/** Default theme, on `:root` so portals and `body` styles resolve without a class. */
createGlobalTheme(':root', vars, { ...scales, color: darkColors, shadow: shadows.dark });

/** Class for the dark theme, for places that must force it under a light ancestor. */
export const darkTheme = createTheme(vars, { ...scales, color: darkColors, shadow: shadows.dark });

/** Light theme: put the class on `<html>` so `body` and portals pick it up. */
export const lightTheme = createTheme(vars, {
  ...scales,
  color: lightColors,
  shadow: shadows.light,
});

/** Theme names as the Storybook toolbar and the app use them. */
export const themeClassNames = { dark: darkTheme, light: lightTheme } as const;
export type ThemeName = keyof typeof themeClassNames;
