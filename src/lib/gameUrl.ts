import { isSafeExternalUrl } from './url';

// C0 controls, DEL and whitespace: the URL parser strips some of them silently ("/\tjavascript"),
// so a path carrying any of them is refused rather than second-guessed (as in url.ts).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f]/;

/**
 * Whether the launch URL the server answered to "enter game" may be embedded or opened: an
 * absolute `http:`/`https:` URL with a host and no credentials (lib/url.ts
 * `isSafeExternalUrl`), or a path on our own origin starting with a single `/`. Everything else
 * is refused: `javascript:`, `data:`, `blob:`, `about:`, `file:`, protocol-relative `//host`,
 * `/\host` (browsers read the backslash as a slash), bare relative paths and any control
 * character or space. A back office or provider answering `javascript:...` must not run script
 * on our origin through the game frame.
 */
export function isSafeGameUrl(url: string): boolean {
  if (typeof url !== 'string' || url === '' || UNSAFE_CHARACTERS.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return isSafeExternalUrl(url);
}

/**
 * The URL to put in the game frame: `url` when it is safe (`isSafeGameUrl`), a same-origin path
 * resolved against `origin`; null when it is not safe.
 *
 * @example resolveGameUrl('/demo-game?id=1', 'https://vitrine.example') // 'https://vitrine.example/demo-game?id=1'
 */
export function resolveGameUrl(url: string, origin: string): string | null {
  if (!isSafeGameUrl(url)) return null;
  try {
    const resolved = new URL(url, origin);
    // A same-origin path must stay on the origin it was resolved against.
    if (url.startsWith('/') && resolved.origin !== new URL(origin).origin) return null;
    return resolved.href;
  } catch {
    return null;
  }
}
