/**
 * The phone's back button closes the topmost open modal layer (pop-up, sheet, dialog) instead of
 * leaving the page: on Android the system back gesture is the way out of a pop-up, and a player
 * who loses the page under it loses what they were doing.
 *
 * How: each layer that opens adds one history entry for the same address, marked in
 * `history.state` with its depth (1 for the first layer, 2 for one over it...). Going back pops
 * that entry, and `popstate` closes every layer deeper than the entry now shown. A layer closed
 * any other way (its button, Esc, a scrim tap) takes its own entry off again, so the next back
 * press leaves the page as expected.
 *
 * The entry is taken off after the current task, not at once: a pop-up replaced by another in
 * the same task hands its entry over instead of stacking a second one, and a close that comes
 * with a navigation (a link inside the pop-up) finds the entry already replaced by the new page
 * and leaves history alone, so the player is never sent back from where they just went.
 */

/** The `history.state` field that marks an entry as a modal layer's (its depth). */
export const MODAL_HISTORY_KEY = 'vitrineModal';

type Held = { depth: number; close: () => void; closedByBack: boolean };

const held: Held[] = [];
let listening = false;

function entryDepth(state: unknown): number {
  if (state === null || typeof state !== 'object') return 0;
  const depth = (state as Record<string, unknown>)[MODAL_HISTORY_KEY];
  return typeof depth === 'number' ? depth : 0;
}

function onPopState(event: PopStateEvent): void {
  const depth = entryDepth(event.state);
  // Topmost first: a dialog over a sheet closes before the sheet.
  for (const layer of [...held].reverse()) {
    if (layer.depth > depth) {
      layer.closedByBack = true;
      layer.close();
    }
  }
}

/**
 * Called when a modal layer opens: the back button now calls `close`. Returns the release to
 * call when the layer closes (for whatever reason); it takes the layer's history entry off when
 * the layer did not close through the back button itself.
 */
export function holdBackButton(close: () => void): () => void {
  if (typeof window === 'undefined' || !window.history) return () => {};
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const depth = held.reduce((top, other) => Math.max(top, other.depth), 0) + 1;
  const layer: Held = { depth, close, closedByBack: false };
  const state: unknown = window.history.state;
  // An entry left at this depth by a layer that closed in this task is reused (replace, not stack).
  if (entryDepth(state) !== layer.depth) {
    const base = state !== null && typeof state === 'object' ? state : {};
    window.history.pushState({ ...base, [MODAL_HISTORY_KEY]: layer.depth }, '');
  }
  held.push(layer);
  return () => {
    const index = held.indexOf(layer);
    if (index >= 0) held.splice(index, 1);
    if (layer.closedByBack) return;
    setTimeout(() => {
      const shown = entryDepth(window.history.state);
      // Still showing this layer's entry, and no layer took it over: take it off.
      if (shown === layer.depth && !held.some((other) => other.depth >= shown)) {
        window.history.back();
      }
    }, 0);
  };
}
