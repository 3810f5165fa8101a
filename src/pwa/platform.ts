/**
 * Which install path a browser offers. Pure functions over what the browser reports, so the rules
 * are tested over real user-agent strings (platform.test.ts).
 */

/**
 * Whether this is Safari on an iPhone or iPad, the one iOS browser whose share sheet has
 * "Adicionar à Tela de Início" and that never fires `beforeinstallprompt`.
 *
 * - iPadOS 13+ Safari asks for desktop sites and reports a Mac user agent: a "Macintosh" with a
 *   touch screen (`maxTouchPoints > 1`) is an iPad (no Mac has a touch screen).
 * - Chrome, Firefox, Edge and Opera on iOS add their own token (CriOS, FxiOS, EdgiOS, OPiOS);
 *   in-app browsers (Instagram, Facebook, Line, WhatsApp's viewer...) lack "Safari/" or add
 *   their own token. CHOICE: the guide is for Safari only: the others hide the option in
 *   different menus (or lack it), and a guide naming the wrong button helps nobody.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const iphone = /\b(iPhone|iPod|iPad)\b/.test(userAgent);
  const ipadAsMac = /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
  if (!iphone && !ipadAsMac) return false;
  if (!/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return false;
  return !/\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|GSA|FBAN|FBAV|FBIOS|Instagram|Line|Snapchat|MicroMessenger|DuckDuckGo)\b/.test(
    userAgent,
  );
}

/** What `isInstalled` reads: the display mode query and iOS Safari's own flag. */
export type DisplayModeProbe = {
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { standalone?: boolean };
};

/**
 * Whether the app already runs installed: launched from the home screen it is in
 * `display-mode: standalone` (the manifest's display), and iOS Safari says so with
 * `navigator.standalone` (older iOS does not answer the media query).
 */
export function isInstalled(probe: DisplayModeProbe): boolean {
  if (probe.navigator?.standalone === true) return true;
  const query = probe.matchMedia;
  if (typeof query !== 'function') return false;
  return ['standalone', 'fullscreen', 'minimal-ui'].some(
    (mode) => query(`(display-mode: ${mode})`).matches,
  );
}
