import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { themeClassNames, type ThemeName } from '../src/theme/themes.css';
import { applyMotion, effectiveMotion, isMachine } from './motion';

function ThemeRoot({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useEffect(() => {
    const html = document.documentElement;
    const className = themeClassNames[theme];
    html.classList.add(className);
    return () => html.classList.remove(className);
  }, [theme]);
  return <>{children}</>;
}

/** Applies the theme chosen in the toolbar (or `globals.theme` of a story) to `<html>`. */
export const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={(context.globals.theme as ThemeName | undefined) ?? 'dark'}>
    <Story />
  </ThemeRoot>
);

/** Gives every story its own SWR cache, so no story sees data another one fetched. */
export const withFreshSwr: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Story />
  </SWRConfig>
);

function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path, record: true }), [path]);
  return <Router hook={location.hook}>{children}</Router>;
}

/** An in-memory router: `parameters.route` sets the starting path (default `/`). */
export const withMemoryRouter: Decorator = (Story, context) => (
  <MemoryRouter path={(context.parameters.route as string | undefined) ?? '/'}>
    <Story />
  </MemoryRouter>
);

const MACHINE = isMachine();

/**
 * Motion from the toolbar ("Movimento"), always off for the test runner and Chromatic. It is set
 * on <html> during render, before the story's first frame (the wheel and the VIP carousel read
 * it once when they mount), and a change remounts the story so those pick it up.
 */
export const withMotion: Decorator = (Story, context) => {
  const motion = effectiveMotion(context.globals.motion, MACHINE);
  applyMotion(motion);
  return <Story key={motion} />;
};

/**
 * What the test runner reports when a story's screenshot differs: the story's own mounts and
 * unmounts, beside the preview's channel events it records (test-runner.ts), with times in ms.
 */
export function traceStory(text: string): void {
  const trace = ((window as { __storyTrace?: string[] }).__storyTrace ??= []);
  if (trace.length < 400) trace.push(`${performance.now().toFixed(0)} ${text}`);
}

function MountTrace({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    traceStory(`story ${id} mounted`);
    return () => traceStory(`story ${id} unmounted`);
  }, [id]);
  return <>{children}</>;
}

/** Records when the story itself mounts and unmounts (the innermost decorator). */
export const withMountTrace: Decorator = (Story, context) => (
  <MountTrace id={context.id}>
    <Story />
  </MountTrace>
);
