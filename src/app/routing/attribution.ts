import { isPwaShortCode } from '../../lib/referral';
import { preferencesState, setPwaShortCode, setReferrer } from '../../state/preferences';

/**
 * CHOICE: the query parameter that carries the PWA short code (spec 3 "stored in the browser",
 * sent as `pwa-short-code` and in the socket query, spec 7). The operator's install link and the
 * installed app's start URL carry it, e.g. `/?pwaShortCode=ab12`.
 */
export const PWA_SHORT_CODE_PARAM = 'pwaShortCode';

/**
 * Records where the player came from, once per app start (spec 3, 7):
 * - `referrer`: the page that sent the player here (document.referrer), first touch wins: it is
 *   kept only when none is stored and it is another site (in-app reloads are not referrers);
 * - the PWA short code from the start URL's query, when present (a newer one replaces the old).
 */
export function captureAttribution(url: string, documentReferrer: string): void {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return;
  }
  const shortCode = current.searchParams.get(PWA_SHORT_CODE_PARAM)?.trim();
  if (isPwaShortCode(shortCode)) setPwaShortCode(shortCode);

  if (preferencesState.referrer || !documentReferrer) return;
  try {
    const from = new URL(documentReferrer);
    if (from.origin !== current.origin && /^https?:$/.test(from.protocol)) {
      // Only the origin: a referring page's path and query can hold personal data.
      setReferrer(from.origin);
    }
  } catch {
    // Not a URL: nothing to record.
  }
}
