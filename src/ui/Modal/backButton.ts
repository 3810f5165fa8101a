/**
 * The phone's back button closes the topmost open modal layer (pop-up, sheet, dialog) instead of
 * leaving the page: on Android the system back gesture is the way out of a pop-up, and a player
 * who loses the page under it loses what they were doing.
 *
 * How: while layers are open, history holds one extra entry per layer for the same address,
 * marked in `history.state` with its depth (1 for the first layer, 2 for one over it...). Going
 * back pops an entry, and `popstate` closes every layer deeper than the entry now shown.
 *
 * History is brought in line with the open layers after the current task (`sync`), never in the
 * middle of one:
 * - a pop-up replaced by another in the same task keeps the entry instead of stacking a second;
 * - a layer closed any other way (its button, Esc, a scrim tap) has its entry taken off, so the
 *   next back press leaves the page as expected;
 * - a close that comes with a navigation (a link inside the pop-up) finds the entry already
 *   replaced by the new page and leaves history alone, so the player is never sent back from
 *   where they just went;
 * - while a step back of our own is on its way (history traverses asynchronously), nothing is
 *   pushed or reused and its `popstate` closes nothing: a layer that opens in that gap (the next
 *   pop-up of a queue) gets its own entry once the step has landed, instead of reusing the entry
 *   being taken off and being closed by it.
 */

/** The `history.state` field that marks an entry as a modal layer's (its depth). */
export const MODAL_HISTORY_KEY = 'vitrineModal';

type Held = { close: () => void };

/** Open layers, bottom first: the layer at index i owns the entry of depth i + 1. */
const held: Held[] = [];
/** Steps back this module asked for whose `popstate` has not arrived yet. */
let ownStepsPending = 0;
let syncTimer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function entryDepth(state: unknown): number {
  if (state === null || typeof state !== 'object') return 0;
  const depth = (state as Record<string, unknown>)[MODAL_HISTORY_KEY];
  return typeof depth === 'number' ? depth : 0;
}

/** Makes history hold exactly one entry per open layer (see the module comment). */
function sync(): void {
  syncTimer = null;
  if (ownStepsPending > 0) return;
  const shown = entryDepth(window.history.state);
  if (shown > held.length) {
    ownStepsPending += 1;
    window.history.go(held.length - shown);
    return;
  }
  const base: unknown = window.history.state;
  const rest = base !== null && typeof base === 'object' ? base : {};
  for (let depth = shown + 1; depth <= held.length; depth += 1) {
    window.history.pushState({ ...rest, [MODAL_HISTORY_KEY]: depth }, '');
  }
}

function scheduleSync(): void {
  syncTimer ??= setTimeout(sync, 0);
}

function onPopState(event: PopStateEvent): void {
  if (ownStepsPending > 0) {
    // Our own step back landed: it closes nothing.
    ownStepsPending -= 1;
  } else {
    const depth = entryDepth(event.state);
    // Topmost first: a dialog over a sheet closes before the sheet. Each is let go of now, not
    // when it unmounts: React may commit the close after the sync below has run, which would
    // otherwise give the closing layer its entry back.
    for (let index = held.length - 1; index >= depth; index -= 1) {
      const [layer] = held.splice(index, 1);
      layer?.close();
    }
  }
  scheduleSync();
}

/**
 * Called when a modal layer opens: the back button now calls `close`. Returns the release to
 * call when the layer closes (for whatever reason).
 */
export function holdBackButton(close: () => void): () => void {
  if (typeof window === 'undefined' || !window.history) return () => {};
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const layer: Held = { close };
  held.push(layer);
  scheduleSync();
  return () => {
    const index = held.indexOf(layer);
    if (index >= 0) held.splice(index, 1);
    scheduleSync();
  };
}
