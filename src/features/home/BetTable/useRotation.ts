import { useEffect, useState } from 'react';
import { ROTATION_DELAY_MS, shouldRotate } from './rotation';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION).matches;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * How many rotation steps a bet list of `count` rows has taken (spec 4, 9: one step every 2 s
 * when there are more than 6 rows). The count starts at 0 for every new `listKey` (another tab,
 * fresh data). Steps stop while the page is hidden, while the player asks for reduced motion
 * (rows moving on their own are motion), and while `paused` (e.g. the list is loading).
 */
export function useRotation(count: number, listKey: unknown, paused = false): number {
  const [state, setState] = useState({ listKey, steps: 0 });
  let steps = state.steps;
  if (!Object.is(state.listKey, listKey)) {
    steps = 0;
    setState({ listKey, steps: 0 });
  }

  const enabled = shouldRotate(count) && !paused;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const motion =
      typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;

    const sync = () => {
      const run = !pageHidden() && !reducedMotion();
      if (run && timer === undefined) {
        timer = setInterval(() => {
          setState((prev) =>
            Object.is(prev.listKey, listKey) ? { listKey, steps: prev.steps + 1 } : prev,
          );
        }, ROTATION_DELAY_MS);
      } else if (!run && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };

    sync();
    document.addEventListener('visibilitychange', sync);
    motion?.addEventListener('change', sync);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
      motion?.removeEventListener('change', sync);
    };
  }, [enabled, listKey]);

  return steps;
}
