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
