import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { routePlugin } from './scripts/routePlugin.ts';
import { routes } from './src/app/routing/routes.ts';

// Two projects: pure logic in node, components and hooks in happy-dom. Both talk to the mock
// world through msw/node (vitest.setup.ts), never to hand-stubbed fetches.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), routePlugin(routes)],
  test: {
    // Every core: vitest's default leaves one free, which on the 2-core CI machine is one worker
    // (317 s for the suite; 192 s with two).
    maxWorkers: availableParallelism(),
    // Worker threads, not forked processes (vitest's default): every test file starts in a fresh
    // module runner either way, and a thread starts and talks to the main process for less. On
    // the 2-core machine: 173 s against 191 s for the whole suite, same 1760 tests passing.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'stories/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts', './vitest.setup.portable.ts'],
        },
      },
    ],
  },
});
