import { setProjectAnnotations } from '@storybook/react-vite';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { createElement, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FIXED_NOW } from './.storybook/clock';
import { server } from './mocks/node';
import { resetAllStores } from './src/state/reset';

/*
 * Portable stories in the dom project (issue 16, "one setup per state"): a unit test that needs
 * the state a story already builds renders the story itself,
 *
 *   const { Populated } = composeStories(stories);
 *   await Populated.load();        // the story's loaders and beforeEach (session, clock, network)
 *   render(<Populated />);         // its decorators (router at parameters.route, fresh SWR, frame)
 *
 * and asserts what the story's play function does not. The play function is not run here: the
 * story test runner runs it in Chromium.
 *
 * CHOICE: a test-only copy of the preview's annotations, not .storybook/preview.tsx itself. The
 * preview starts MSW's service worker (mocks/browser, msw-storybook-addon's mswLoader) and
 * replaces the global Date at import; happy-dom has no service worker, and a replaced Date would
 * leak into every other test of the file. So here, story for story the same state:
 *   - loaders: the stores reset, and the story's instant (`parameters.clock`, default FIXED_NOW)
 *     pinned with vi.setSystemTime (Date only, timers stay real) until the test ends;
 *   - beforeEach: `parameters.msw.handlers` (named scenarios) put in front of the mock world on
 *     the msw/node server of vitest.setup.ts, which resets them after each test;
 *   - decorators: the preview's in-memory router at `parameters.route` and fresh SWR cache,
 *     written again here (.storybook/decorators.tsx imports the theme's stylesheets: 1.7 s more
 *     setup for every dom test file); no theme class and no motion switch, which only change
 *     CSS, and happy-dom applies none.
 * A change to the preview's loaders or decorators belongs here too. This file costs a dom test
 * file about 0.1 s; the stories' own imports are paid only by the tests that use them.
 */

function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path, record: true }), [path]);
  return createElement(Router, { hook: location.hook, children });
}

/** .storybook/decorators.tsx withMemoryRouter: `parameters.route` (default `/`). */
const withMemoryRouter: Decorator = (Story, context) =>
  createElement(MemoryRouter, {
    path: (context.parameters.route as string | undefined) ?? '/',
    children: createElement(Story),
  });

/** .storybook/decorators.tsx withFreshSwr: every story its own SWR cache. */
const withFreshSwr: Decorator = (Story) =>
  createElement(
    SWRConfig,
    { value: { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false } },
    createElement(Story),
  );

let clockPinned = false;

type MswParameter = { handlers?: RequestHandler[] | Record<string, RequestHandler[]> };

const testAnnotations: Preview = {
  loaders: [
    ({ parameters }) => {
      resetAllStores();
      vi.setSystemTime((parameters.clock as number | undefined) ?? FIXED_NOW);
      clockPinned = true;
      return {};
    },
  ],
  beforeEach: ({ parameters }) => {
    const handlers = (parameters.msw as MswParameter | undefined)?.handlers;
    if (handlers) {
      server.use(...(Array.isArray(handlers) ? handlers : Object.values(handlers).flat()));
    }
  },
  decorators: [withMemoryRouter, withFreshSwr],
};

setProjectAnnotations(testAnnotations);

afterEach(() => {
  if (!clockPinned) return;
  clockPinned = false;
  vi.useRealTimers();
});
