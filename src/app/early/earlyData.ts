import type { Banner } from '../../api/contract';
import { buildHeaders, type HeaderValues } from '../../api/headers';
import { EARLY_KEY, type EarlyRequests } from '../../api/early';
import { randomUuid } from '../../api/uuid';
import { CAROUSEL_QUERY, carouselBanners } from '../../features/home/BannerCarousel/carouselQuery';
import { CLOCK_SAMPLE_KEY } from '../../lib/clock';
import { imageProxyUrl } from '../../lib/image';
import { loadStoredPreferences, PREFERENCES_STORAGE_KEY } from '../../state/preferencesStorage';
import { readStored, writeStored } from '../../state/storage';

/*
 * The first data calls, started by a small script of their own (main.ts, built by
 * scripts/earlyDataPlugin.ts and referenced from index.html before the entry) while the app's JS is
 * still downloading. Each response is handed to the app's HTTP client, which takes it instead of
 * asking again (api/early.ts `claimEarly`): same URL and the very same spec 7 headers, or the
 * client asks on its own. The envelope, spec 8 codes and errors are all read by the client as for
 * any other response; this script reads nothing but the banner list, to fetch the first banner's
 * picture (the home's largest paint) as soon as its URL is known.
 *
 * It must stay small (it counts in the first-load budget, scripts/check-bundle.mjs) and must
 * import only pure modules: no store, no React, no i18n.
 */

// The session token's storage key (state/session.ts; a unit test keeps them equal: that store
// would bring valtio into this chunk ahead of the entry).
export const TOKEN_KEY = 'vitrine.token';

/** Width asked of the image proxy for the first banner (BannerCarousel's PROXY_WIDTH). */
export const FIRST_BANNER_WIDTH = 750;

/**
 * What state/preferences.ts and state/session.ts will read from storage (the same loader); the
 * device id is generated and stored here when missing, so the app sends the same one.
 */
export function storedHeaderValues(): HeaderValues {
  const stored = loadStoredPreferences();
  let { deviceId } = stored;
  if (!deviceId) {
    deviceId = randomUuid();
    // Not kept (storage blocked): the app makes its own and asks again (the headers differ).
    writeStored(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...stored, deviceId }));
  }
  return {
    token: readStored(TOKEN_KEY) ?? '',
    lang: stored.language,
    deviceId,
    pwaShortCode: stored.pwaShortCode,
    referrer: stored.referrer,
    channelCode: stored.channelCode,
    referralCode: stored.referralCode,
  };
}

/**
 * The request paths (SWR keys) this script asks for on `pathname`. Written out rather than
 * imported from api/endpoints (that would move those modules into this chunk, and their
 * cross-chunk glue costs the first load more than the paths); a unit test keeps them equal to
 * the getters' keys.
 */
export function earlyPaths(pathname: string): { config: string; home?: [string, string] } {
  return {
    config: '/api/business_config/v1/platformConfig',
    home:
      pathname === '/'
        ? [
            '/game/api/game/v1/front',
            `/api/banner/v1/list?bannerType=${CAROUSEL_QUERY.bannerType}&locationCode=${CAROUSEL_QUERY.locationCode}`,
          ]
        : undefined,
  };
}

/** Asks for the first banner's picture with high priority; the carousel's <img> reuses it. */
function preloadFirstBanner(body: { data?: Banner[] } | null, doc: Document, userAgent: string) {
  const first = carouselBanners(Array.isArray(body?.data) ? body.data : [])[0];
  const src = first && (first.h5PicUrl || first.pcPicUrl);
  if (!src) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = imageProxyUrl(src, { width: FIRST_BANNER_WIDTH, userAgent });
  doc.head.append(link);
}

/** Starts the calls and leaves them for the client on `window[EARLY_KEY]`. */
export function startEarlyData(apiBase: string, win: Window & typeof globalThis = window): void {
  const base = (apiBase || win.location.origin).replace(/\/+$/, '');
  const headers: Record<string, string> = buildHeaders(storedHeaderValues());
  const signature = JSON.stringify(headers);
  const box: EarlyRequests = (win[EARLY_KEY] = {});
  const ask = (path: string) => {
    const url = base + path;
    const response = win.fetch(url, { headers });
    // Unclaimed (the app asked with other headers) or failed: the client shows its own failure.
    response.catch(() => undefined);
    box[url] = { headers: signature, response };
    return response;
  };
  const { config, home } = earlyPaths(win.location.pathname);
  // The server's clock, from the config answer's Date header (lib/clock.ts turns it into the
  // offset every countdown reads). A cross-origin API must expose the header (README "Deploying").
  const sent = Date.now();
  ask(config)
    .then((response) => {
      const server = Date.parse(response.headers.get('date') ?? '');
      if (server)
        (win as { [CLOCK_SAMPLE_KEY]?: unknown })[CLOCK_SAMPLE_KEY] = [server, sent, Date.now()];
    })
    .catch(() => undefined);
  if (home) {
    ask(home[0]);
    ask(home[1])
      .then((response) => response.clone().json())
      .then((body: { data?: Banner[] } | null) =>
        preloadFirstBanner(body, win.document, win.navigator.userAgent),
      )
      .catch(() => undefined);
  }
}
