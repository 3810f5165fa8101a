/// <reference lib="webworker" />
/**
 * The PWA service worker, built by vite-plugin-pwa's injectManifest strategy into /sw.js of the
 * production build only (vite.config.ts; never in `--mode demo`, where MSW's worker owns scope /,
 * and never in Storybook). Its rules are pure functions in src/lib/serviceWorkerRules.ts, unit
 * tested there.
 *
 * What it answers, and nothing else (every other request goes to the network untouched, because
 * no route matches it and there is no default handler):
 * - the build's own files, precached at install (the manifest below: index.html, the entry and
 *   route chunks, CSS, the Latin font files, the manifest icons);
 * - navigations to app routes with the precached index.html (offline included); API-like and
 *   file paths never get it;
 * - `<img>` pictures (game tiles, banners) from any host, CacheFirst with an expiration.
 * API answers are fetch() calls (destination '', never 'image') to VITE_API_BASE_URL: no route
 * takes them, so they are never cached. The socket is a WebSocket, which service workers never
 * see.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { PushMessage } from '../api/contract';
import { pwaManifest } from '../app/pwaManifest';
import { routeFor } from '../app/routing/routeRules';
import { parse } from 'regexparam';
import { prerenderedPages } from '../app/prerender/pages';
import {
  isAppNavigationPath,
  shellPageFor,
  isCacheablePicture,
  notificationTarget,
  parsePushPayload,
} from '../lib/serviceWorkerRules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** The runtime picture cache's name (e2e/pwa.e2e.mjs reads it). */
const PICTURE_CACHE = 'vitrine-pictures';
/**
 * CHOICE: at most 80 pictures for 7 days, and none above 512 KB when its size is known. A lobby
 * screen shows about 30 game tiles and a few banners, so 80 covers the pages a player moves
 * between; real WebP tiles from the image proxy (spec 9, quality 85) are 10–60 KB, so the cache
 * holds about 5 MB at most. Cross-origin pictures answer opaque (status 0, size unknown) when
 * the image host sends no CORS headers: they are kept too, but Chromium counts each opaque entry
 * as several MB of the origin's quota (padding), so `purgeOnQuotaError` drops the picture cache
 * before anything else suffers if the quota runs out. The precache is never touched by this.
 */
const PICTURE_CACHE_LIMITS = {
  maxEntries: 80,
  maxAgeSeconds: 7 * 24 * 60 * 60,
  maxBytes: 512 * 1024,
} as const;

// Workbox's own message: the update prompt's "Atualizar" (workbox-window messageSkipWaiting).
// The new version waits until the player asks, so a game is never reloaded under them.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes the open page at once (nothing older to disagree with), so pictures
// are cached from the first visit; a later version only after the player's "Atualizar" above.
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations to app routes get the precached shell, online or not: the app's router opens the
// route (or redirects an unknown path to /), and the shell matches the precached chunks of the
// same version until the player accepts an update. A route the build prerendered gets its own page.
const pagePatterns = new Map(
  prerenderedPages.map((page) => [page.route, parse(page.route).pattern]),
);
const shellHandlers = new Map<string, ReturnType<typeof createHandlerBoundToURL>>();
const shellHandler = (page: string) => {
  let handler = shellHandlers.get(page);
  if (!handler) shellHandlers.set(page, (handler = createHandlerBoundToURL(page)));
  return handler;
};
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    isAppNavigationPath(url.pathname),
  (options) =>
    shellHandler(
      shellPageFor(options.url.pathname, prerenderedPages, (route, pathname) =>
        Boolean(pagePatterns.get(route)?.test(pathname)),
      ),
    )(options),
);

registerRoute(
  ({ request, url }) => isCacheablePicture(url, request.destination),
  new CacheFirst({
    cacheName: PICTURE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      {
        cacheWillUpdate: async ({ response }) => {
          const length = Number(response.headers.get('content-length'));
          return length > PICTURE_CACHE_LIMITS.maxBytes ? null : response;
        },
      },
      new ExpirationPlugin({
        maxEntries: PICTURE_CACHE_LIMITS.maxEntries,
        maxAgeSeconds: PICTURE_CACHE_LIMITS.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** Whether a path is one of the app's routes (the route table the router uses). */
const isAppRoute = (pathname: string) => routeFor(pathname) !== undefined;

// Web push: Chromium requires a notification for every push, so a message that is not a PushMessage
// (src/api/contract.ts) still shows the brand's name.
self.addEventListener('push', (event) => {
  // Typed as the contract's PushMessage: the parser's result must stay that shape.
  const payload: PushMessage | null = parsePushPayload(event.data?.text());
  const title = payload?.title ?? pwaManifest.name;
  const options: NotificationOptions = {
    body: payload?.body ?? '',
    icon: payload?.icon ?? '/icon-192.png',
    badge: '/icon-192.png',
    lang: pwaManifest.lang,
    data: { url: payload?.url },
  };
  if (payload?.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * A tapped notification opens only an allow-listed link (notificationTarget): an open window of
 * the app is focused and told where to go (the page moves there in-app, no reload mid-game:
 * src/features/pwa/WorkerNotices/WorkerPieces.tsx); with none open, a new one opens on that path.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = notificationTarget(
    typeof data?.url === 'string' ? data.url : undefined,
    self.location.origin,
    isAppRoute,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        focused.postMessage({ type: 'OPEN_PATH', path });
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
