/**
 * The buttons a player tapped on the prerendered page before the app had taken it over, held by
 * the boot script (scripts/prerenderPlugin.ts `bootScript`), in tap order, each once.
 */
export type EarlyTaps = HTMLElement[] & {
  /** Stops holding taps (the boot script's listener goes). */
  stop: () => void;
};

declare global {
  interface Window {
    /** Set by the boot script of a prerendered page that the app hydrates. */
    __vitrineTaps?: EarlyTaps;
  }
}

/**
 * A prerendered page is on screen before its code has run, and a button tapped then has nothing
 * behind it yet. The boot script holds such taps; once hydration has started (React listens on the
 * page from `hydrateRoot` on, and a tap on a part not hydrated yet makes React hydrate it at once),
 * they are played again, so "Aceitar" or "Entrar" tapped early still acts. Links are not held: they
 * navigate as plain links. `replay: false` (the app draws the page itself instead of hydrating it)
 * only stops holding taps: the page they were made on is going.
 */
export function releaseEarlyTaps({ replay }: { replay: boolean }, win: Window = window): void {
  const taps = win.__vitrineTaps;
  if (!taps) return;
  delete win.__vitrineTaps;
  taps.stop();
  if (replay) for (const target of taps) if (target.isConnected) target.click();
}
