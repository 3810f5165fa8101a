/**
 * A debounced function: each call restarts the wait, and only the last call's arguments run,
 * `waitMs` after the calls stop. `cancel()` drops a pending call; `flush()` runs it now.
 */
export type Debounced<A extends unknown[]> = {
  (...args: A): void;
  cancel: () => void;
  flush: () => void;
  pending: () => boolean;
};

/** Search waits this long after the last keystroke before asking the server (CHOICE: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const run = () => {
    timer = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  };

  return Object.assign(debounced, {
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      lastArgs = undefined;
    },
    flush: () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      run();
    },
    pending: () => timer !== undefined,
  });
}
