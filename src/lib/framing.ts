/**
 * The app in a frame of itself. The game pop-up frames whatever launch URL the server answers;
 * a server that answers one of the app's own addresses (or any path the host answers with the
 * app's page) would put the whole casino, header, tab bar and pop-ups, inside the game window.
 * Both sides guard: the framed app does not start, and the game pop-up refuses a frame whose
 * document is the app's page.
 */

/** index.html's `<meta name="generator" content="vitrine">`: what says a document is the app. */
export const APP_GENERATOR = 'vitrine';

/** Whether `doc` is the app's own page (index.html or a page prerendered from it). */
export function isAppDocument(doc: Document): boolean {
  const generator = doc.querySelector<HTMLMetaElement>('meta[name="generator"]');
  return generator?.content === APP_GENERATOR;
}

/**
 * Whether this window is a frame inside a page of its own origin. A cross-origin parent cannot
 * be read (the browser throws), and it is not the app in any case: false.
 */
export function framedBySameOrigin(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}
