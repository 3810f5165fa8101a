/** Spec 9: banner autoplay 3 s. */
export const BANNER_AUTOPLAY_MS = 3000;

/**
 * Why autoplay is held. `user`: the pause button (or reduced motion, which starts paused);
 * `hidden`: the tab is in the background; `hover`, `focus`, `touch`: the player is looking at
 * or handling the carousel (WAI-ARIA carousel pattern: rotation stops while they do).
 */
export type HoldReason = 'user' | 'hidden' | 'hover' | 'focus' | 'touch';

export type Autoplay = {
  /** Stops advancing until every hold is released. */
  hold: (reason: HoldReason) => void;
  /** Drops one hold; with none left, the next advance comes a full interval later. */
  release: (reason: HoldReason) => void;
  /** The player moved the carousel: count a full interval again from now. */
  restart: () => void;
  /** Whether an advance is scheduled (no hold in force). */
  running: () => boolean;
  /** Cancels the timer for good (unmount). */
  dispose: () => void;
};

/**
 * The carousel's autoplay clock, apart from the DOM so fake timers can test it: `onAdvance` is
 * called every `intervalMs` while no hold is in force. Each advance, release or restart counts a
 * whole interval, so a slide the player just reached always stays for the full 3 s.
 */
export function createAutoplay(
  onAdvance: () => void,
  intervalMs: number = BANNER_AUTOPLAY_MS,
  initialHolds: readonly HoldReason[] = [],
): Autoplay {
  const holds = new Set<HoldReason>(initialHolds);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    stop();
    if (disposed || holds.size > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      onAdvance();
      schedule();
    }, intervalMs);
  };

  schedule();
  return {
    hold: (reason) => {
      holds.add(reason);
      stop();
    },
    release: (reason) => {
      if (!holds.delete(reason)) return;
      schedule();
    },
    restart: () => {
      if (timer !== undefined) schedule();
    },
    running: () => timer !== undefined,
    dispose: () => {
      disposed = true;
      stop();
    },
  };
}
