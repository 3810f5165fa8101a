/** Spec 4 and 9: float buttons return 800 ms after scrolling stops ("float hide delay"). */
export const FLOAT_RETURN_DELAY_MS = 800;

export type ScrollIdle = {
  /** Report a scroll event: marks scrolling at once and restarts the quiet period. */
  poke(): void;
  /** Whether a scroll happened less than `delay` ago. */
  isScrolling(): boolean;
  /** Stops the pending timer; no more changes are reported. */
  dispose(): void;
};

/**
 * Turns a stream of scroll events into "scrolling" and "stopped": `onChange(true)` on the first
 * event, `onChange(false)` once no event came for `delay` ms. Every event restarts the quiet
 * period, so a long scroll keeps the floats out of the way until the page rests. Changes are
 * reported only when the state flips, never once per event.
 */
export function createScrollIdle(
  onChange: (scrolling: boolean) => void,
  delay: number = FLOAT_RETURN_DELAY_MS,
): ScrollIdle {
  let scrolling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  return {
    poke() {
      if (disposed) return;
      clearTimeout(timer);
      if (!scrolling) {
        scrolling = true;
        onChange(true);
      }
      timer = setTimeout(() => {
        timer = undefined;
        scrolling = false;
        onChange(false);
      }, delay);
    },
    isScrolling: () => scrolling,
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
