/**
 * Links that come from the server (social links, floating icons, banners) are checked before the
 * player can follow them: a back office that stores `javascript:alert(1)` or a `data:` page must
 * not turn a tap into script running on our origin.
 */

// C0 controls, DEL and whitespace: the URL parser silently strips some of them ("java\tscript:"
// is `javascript:`), so a string carrying any of them is refused instead of second-guessed.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f]/;

/**
 * Whether `url` is an absolute `http:` or `https:` URL with a host and without credentials
 * (`https://user:pass@host` is a classic phishing disguise). Relative paths, protocol-relative
 * `//host`, and every other scheme (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:` ...)
 * are refused. Surrounding and inner spaces and control characters are refused too.
 */
export function isSafeExternalUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || url.length === 0 || UNSAFE_CHARACTERS.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  return parsed.hostname !== '';
}
