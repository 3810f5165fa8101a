import { useEffect, useState } from 'react';
import { now } from '../../../lib/clock';
import { registerStore } from '../../../state/reset';
import { prizeAt } from './prizeCounter';

const SECOND = 1000;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * When each pool (by its initial amount) first showed in this visit. The home banner and the
 * scratch-card page (/activityDetail/14) count from the same instant, so going from one to the
 * other continues the figure instead of starting it again (spec 9: they agree).
 */
const origins = new Map<number, number>();

/** Forgets the counters' start instants (tests; a new visit starts afresh anyway). */
export function resetPrizeCounters(): void {
  origins.clear();
}

registerStore(resetPrizeCounters);

function originOf(initialAmount: number): number {
  let origin = origins.get(initialAmount);
  if (origin === undefined || origin > now()) {
    // A clock moved backwards (tests, a pinned Storybook clock) starts the count again.
    origin = now();
    origins.set(initialAmount, origin);
  }
  return origin;
}

/**
 * The scratch ticket's prize right now: `initialAmount` plus the spec 9 rise for the whole
 * seconds since this pool first showed in the visit (the banner or the scratch-card page,
 * whichever came first), read through `now()` (src/lib/clock). Since the value comes
 * from the clock, not from counting ticks, a pinned clock (Storybook) shows a still number and a
 * moved clock shows the exact rise. It re-reads the clock every second while the page is shown.
 */
export function usePrize(initialAmount: number): number {
  const [startedAt] = useState(() => originOf(initialAmount));
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
