const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements inside `root` that Tab reaches, in tab order (positive tabindex first, as the
 * browser does). Elements without a layout box (display: none) and inert subtrees are skipped.
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      element.getClientRects().length > 0,
  );
  const positive = all.filter((element) => element.tabIndex > 0);
  positive.sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...all.filter((element) => element.tabIndex === 0)];
}

/** About two seconds of frames: long enough for a page or a story being revealed. */
const FOCUS_TRIES = 120;

/**
 * Runs `focus` (which moves focus and says whether it landed) now and, when it did not land, on
 * each next frame until it does, for about two seconds. An element without a layout box cannot
 * take focus: when it is drawn while an ancestor is still hidden for a frame or two (a page being
 * revealed; Storybook's preview while it prepares a story, seen under load), a single try
 * leaves focus on the page for good. It stops early when focus went somewhere else than the page
 * body and `isOurs` does not claim it: the player (or another layer) moved on. Returns the stop.
 */
export function focusWhenShown(focus: () => boolean, isOurs: (active: Element) => boolean) {
  if (focus()) return () => undefined;
  let tries = 0;
  let frame = 0;
  const retry = () => {
    const active = document.activeElement;
    if (active && active !== document.body && !isOurs(active)) return;
    if (focus() || ++tries >= FOCUS_TRIES) return;
    frame = requestAnimationFrame(retry);
  };
  frame = requestAnimationFrame(retry);
  return () => cancelAnimationFrame(frame);
}
