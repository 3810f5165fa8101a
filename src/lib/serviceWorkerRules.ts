/**
 * Pure rules of the PWA service worker (the worker itself is src/sw/sw.ts), kept here so they are
 * unit tested without a worker: which navigations get the offline shell, which requests may be
 * cached at runtime, how a push message reads, and where a notification tap may lead.
 */

/**
 * API-like paths: the casino API's prefixes when it is served under the site's own host
 * (README "Deploying: the API behind the site's own host": /api, /game, /papi and the socket's
 * /ws) and the mock API's own endpoints. Never the shell, never cached.
 */
const NEVER_SHELL = /^\/(?:api|game|papi|ws|__mock)(?:\/|$)/;
/**
 * JSON API prefixes a picture URL never has. Not /game: image hosts keep game tiles under such
 * paths, and an <img> never receives an API answer anyway (the real guarantee is the request's
 * destination, below).
 */
const API_PATH = /^\/(?:api|papi)(?:\/|$)/;
/** A last path segment with an extension names a file (sw.js, icon-192.png), not a route. */
const FILE_PATH = /\/[^/]*\.[^/]*$/;

/**
 * Whether a navigation to `pathname` may be answered with the precached index.html when the
 * network fails (the app's own router then opens the route, or redirects unknown paths to /).
 * API-like paths and file paths never get the shell: a missing file must stay a 404.
 */
export function isAppNavigationPath(pathname: string): boolean {
  return !NEVER_SHELL.test(pathname) && !FILE_PATH.test(pathname);
}

/**
 * The precached page a navigation to `pathname` is answered with: the prerendered page of its route
 * when the build made one (`pages`: `route` is the route table's pattern, `file` the page), else
 * index.html. The page's own boot script still checks the exact address, so a page only ever
 * hydrates where it applies.
 */
export function shellPageFor(
  pathname: string,
  pages: readonly { route: string; file: string }[],
  matches: (route: string, pathname: string) => boolean,
): string {
  const page = pages.find((candidate) => matches(candidate.route, pathname));
  return `/${page?.file ?? 'index.html'}`;
}

/**
 * Whether a request may go into the runtime picture cache: only `<img>` loads (game tiles,
 * banners, avatars) over http(s), never an API-like path. API answers are `fetch` calls
 * (destination ''), so this is the one place where something from the API host could be cached,
 * and it only admits pictures.
 */
export function isCacheablePicture(url: URL, destination: string): boolean {
  return destination === 'image' && /^https?:$/.test(url.protocol) && !API_PATH.test(url.pathname);
}

/**
 * CHOICE: the payload of a web-push message, JSON `{ title, body, url?, icon?, tag? }`
 * (src/api/contract.ts PushMessage). Returns null when the data is not such an object with a
 * non-empty title: the worker then shows the brand's generic notification, because Chromium
 * requires every push to show one.
 */
export type PushPayload = {
  title: string;
  body: string;
  url?: string;
  icon?: string;
  tag?: string;
};

const MAX_TITLE = 120;
const MAX_BODY = 400;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** Reads a push message's text (already decrypted by the browser) as a PushPayload. */
export function parsePushPayload(raw: string | null | undefined): PushPayload | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const title = text(record.title, MAX_TITLE);
  if (!title) return null;
  const payload: PushPayload = { title, body: text(record.body, MAX_BODY) ?? '' };
  const url = text(record.url, 2048);
  const icon = text(record.icon, 2048);
  const tag = text(record.tag, 64);
  if (url) payload.url = url;
  if (icon) payload.icon = icon;
  if (tag) payload.tag = tag;
  return payload;
}

/**
 * Where a tapped notification may lead: only to an allowed link, so a push message cannot send the
 * player to another site. That is the payload's `url` when it is on the app's own origin and its
 * path is one of the app's routes (`isAppRoute`, the route table's matcher), with its query and
 * fragment kept; anything else (another site, `javascript:`, an API or file path, an unknown route)
 * opens `/`. Returns a path (`/promotion?tab=2`), never an absolute URL.
 */
export function notificationTarget(
  url: string | undefined,
  origin: string,
  isAppRoute: (pathname: string) => boolean,
): string {
  if (!url) return '/';
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return '/';
  }
  if (target.origin !== origin || !isAppNavigationPath(target.pathname)) return '/';
  if (!isAppRoute(target.pathname)) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
