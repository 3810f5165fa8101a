import { useEffect, useState } from 'react';
import { now } from '../../../lib/clock';
import { prizeAt } from './prizeCounter';

const SECOND = 1000;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The scratch ticket's prize right now: `initialAmount` plus the spec 9 rise for the whole
 * seconds since the banner mounted, read through `now()` (src/lib/clock). Since the value comes
 * from the clock, not from counting ticks, a pinned clock (Storybook) shows a still number and a
 * moved clock shows the exact rise. It re-reads the clock every second while the page is shown.
 */
export function usePrize(initialAmount: number): number {
  const [startedAt] = useState(() => now());
  const [elapsedSeconds, setElapsedSeconds] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    // Whole seconds only: a clock that did not move to a new second renders nothing new.
    const read = () => setElapsedSeconds(Math.max(0, Math.floor((now() - startedAt) / SECOND)));
    const sync = () => {
      clearInterval(timer);
      timer = undefined;
      if (pageHidden()) return;
      read();
      timer = setInterval(read, SECOND);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [startedAt]);

  return prizeAt(initialAmount, elapsedSeconds * SECOND);
}
