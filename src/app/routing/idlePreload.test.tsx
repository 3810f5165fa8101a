import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../boot';
import { preloadIdleRoutes } from './AppRoutes';
import { routes } from './routes';

/** The screen modules whose code was fetched, by name. */
const loaded = vi.hoisted(() => [] as string[]);

// The deposit screen's module records that its code was asked for instead of loading it.
vi.mock('../../screens/Deposit/Deposit', () => {
  loaded.push('Deposit');
  return { Deposit: () => null };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the idle preload (spec 2: the deposit page is pre-loaded when the browser is idle)', () => {
  it('marks the deposit page, and only it, for the idle preload', () => {
    expect(routes.filter((row) => row.preload === 'idle').map((row) => row.path)).toEqual([
      '/deposit',
    ]);
  });

  it('fetches the deposit page’s code once the browser is idle, not before', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle = task;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // What the app does on mount (App.tsx): hand the preload to the idle queue.
    whenIdle(preloadIdleRoutes);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
    idle?.();
    await vi.waitFor(() => expect(loaded).toEqual(['Deposit']), { timeout: 5000 });
  });
});
