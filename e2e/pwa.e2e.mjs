#!/usr/bin/env node
// The installable app's service worker on the production build (stack and runner: ./harness.mjs).
// Pages here open with `{ serviceWorkers: 'allow' }`; every other journey runs with the worker
// blocked. A tapped notification (notificationclick) cannot be driven from here: its rule is unit
// tested (src/lib/serviceWorkerRules.test.ts) and the page side of it in
// src/features/pwa/WorkerNotices/WorkerPieces.test.tsx. `node e2e/pwa.e2e.mjs` runs these alone; `npm run test:e2e --
// PWA` picks them.
//
// The update journey serves a copy of the build from its own small static server (SPA fallback,
// like any host of the app) on PWA_UPDATE_PORT (default E2E_PREVIEW_PORT + 1000), so it can change
// the worker's bytes the way a new deploy would without touching the shared build.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assert, isMain, runJourneys, until, visible } from './harness.mjs';

const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
const updatePort = Number(process.env.PWA_UPDATE_PORT ?? previewPort + 1000);
const ALLOW = { serviceWorkers: 'allow' };
/** Worker install (precache download) can take a while on a loaded machine. */
const WORKER_TIMEOUT_MS = 30_000;

/** Waits until a service worker controls `page`; returns its script URL. */
async function controlled(page) {
  return until(
    'a service worker controls the page',
    () => page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? ''),
    WORKER_TIMEOUT_MS,
  );
}

/** Every URL in Cache Storage, by cache name. */
const cachedUrls = (page) =>
  page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });

/**
 * Drops the console errors Chromium logs for requests that failed because the journey took the
 * network away (net::ERR_INTERNET_DISCONNECTED and the app's failed API calls): expected here,
 * while any other error still fails the journey.
 */
function forgiveOfflineErrors(t) {
  const offline = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to fetch|NetworkError/;
  for (let i = t.problems.length - 1; i >= 0; i -= 1) {
    if (offline.test(t.problems[i])) t.problems.splice(i, 1);
  }
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain',
};

/**
 * A static host for a copy of the build: files as they are, any other path the app's
 * index.html (SPA fallback), sw.js never cached by HTTP (what hosts are told to do).
 */
function serveBuild(dir, port) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    let body;
    try {
      body = readFileSync(file);
    } catch {
      if (path.extname(pathname)) {
        response.writeHead(404).end();
        return;
      }
      file = path.join(dir, 'index.html');
      body = readFileSync(file);
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.endsWith('sw.js') || file.endsWith('.html') ? 'no-cache' : 'max-age=60',
    });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * What a new deploy changes for the worker: index.html (here a build marker) and so its
 * precache revision inside sw.js. The browser's update check sees new worker bytes.
 */
function deployNewVersion(dir) {
  const htmlPath = path.join(dir, 'index.html');
  const html = readFileSync(htmlPath, 'utf8');
  writeFileSync(htmlPath, html.replace('<head>', '<head><meta name="vitrine-build" content="2">'));
  const swPath = path.join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const revised = sw.replace(/(\{[^{}]*"?url"?:\s*"index\.html"[^{}]*\})/, (entry) =>
    entry.replace(/("?revision"?:\s*")[^"]*"/, '$1build-2"'),
  );
  assert(revised !== sw, 'sw.js lists index.html with a revision');
  writeFileSync(swPath, `${revised}\n// build 2\n`);
}

export const journeys = [
  {
    name: 'PWA: the service worker controls the page; manifest, icons and link preview tags',
    async run(t) {
      const page = await t.open('/', ALLOW);
      const script = await controlled(page);
      assert(new URL(script).pathname === '/sw.js', `the worker is /sw.js (got ${script})`);

      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="manifest"]')].map((link) => link.href),
      );
      assert(links.length === 1, `one manifest link (got ${links.length})`);
      const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), links[0]);
      assert(manifest.display === 'standalone', 'display standalone');
      assert(manifest.start_url === '/?source=pwa', `start_url (got ${manifest.start_url})`);
      assert(manifest.lang === 'pt-BR', 'lang pt-BR');
      const sizes = manifest.icons.map((icon) => `${icon.sizes}/${icon.purpose}`).sort();
      assert(
        sizes.join() === '192x192/any,512x512/any,512x512/maskable',
        `icons 192, 512 and maskable (got ${sizes.join()})`,
      );
      for (const icon of manifest.icons) {
        const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
        assert(status === 200, `${icon.src} answers 200 (got ${status})`);
      }

      const meta = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map(
            (tag) => [tag.getAttribute('property') ?? tag.getAttribute('name'), tag.content],
          ),
        ),
      );
      assert(meta['og:locale'] === 'pt_BR', 'og:locale pt_BR');
      assert(meta['og:title'] && meta['og:description'], 'og:title and og:description');
      assert(meta['twitter:card'] === 'summary_large_image', 'a large twitter card');
      assert(/\/og-image\.png$/.test(meta['og:image']), `og:image (got ${meta['og:image']})`);
      const og = await page.evaluate(async (src) => {
        const response = await fetch(src);
        return { status: response.status, type: response.headers.get('content-type') };
      }, meta['og:image']);
      assert(og.status === 200 && og.type === 'image/png', 'the preview picture is served');
      assert(
        (await page.locator('link[rel="apple-touch-icon"]').count()) === 1,
        'an apple-touch-icon',
      );
    },
  },
  {
    name: 'PWA: an offline reload of / and of a deep route shows the shell and the offline notice',
    async run(t) {
      const page = await t.open('/', ALLOW);
      await controlled(page);
      await visible(page.getByRole('navigation').first(), 'the tab bar');
      const context = page.context();
      await context.setOffline(true);
      try {
        await page.reload();
        await visible(page.getByRole('banner'), 'the header (the shell, from the precache)');
        await visible(page.getByRole('navigation').first(), 'the tab bar');
        await visible(
          page.getByRole('heading', { name: 'Você está sem conexão' }),
          'Você está sem conexão',
        );
        // A deep route typed or opened from a bookmark: the shell again, not the browser's
        // offline page.
        await page.goto(t.url('/viprule'));
        await visible(page.getByRole('heading', { name: 'Clube VIP' }), 'the VIP page title');
        // Where its data is missing, the page says so itself (EmptyState network_error).
        await visible(page.getByText('Sem conexão', { exact: true }), 'Sem conexão in the page');
        await visible(
          page.getByRole('heading', { name: 'Você está sem conexão' }),
          'Você está sem conexão on /viprule',
        );
        // A file path is not an app route: its navigation never gets the shell.
        const other = await context.newPage();
        const fileNavigation = await other.goto(t.url('/missing-file.png')).then(
          () => 'the shell',
          () => 'a network error',
        );
        assert(fileNavigation === 'a network error', `a file path offline gives ${fileNavigation}`);
        await other.close();
      } finally {
        await context.setOffline(false);
      }
      // Back online, the notice goes.
      await until(
        'the offline notice goes when the network is back',
        async () =>
          (await page.getByRole('heading', { name: 'Você está sem conexão' }).count()) === 0,
      );
      forgiveOfflineErrors(t);
    },
  },
  {
    name: 'PWA: API answers are never in Cache Storage; pictures are, within the picture cache',
    async run(t) {
      const page = await t.open('/', ALLOW);
      await controlled(page);
      // A second load under the worker: the home's calls and pictures go through it.
      await page.reload();
      await visible(page.getByRole('navigation').first(), 'the tab bar');
      await page.goto(t.url('/promotion'));
      await visible(page.getByRole('banner'), 'the header on /promotion');
      const apiOrigin = new URL(t.apiBase).origin;
      const entries = await until('pictures are cached', async () => {
        const all = await cachedUrls(page);
        return (all['vitrine-pictures'] ?? []).length > 0 ? all : null;
      });
      const names = Object.keys(entries);
      assert(
        names.every((name) => name === 'vitrine-pictures' || name.startsWith('workbox-precache')),
        `only the precache and the picture cache (got ${names.join(', ')})`,
      );
      for (const [name, urls] of Object.entries(entries)) {
        for (const href of urls) {
          const url = new URL(href);
          assert(!url.pathname.startsWith('/api'), `${name} holds no API answer (${href})`);
          if (url.origin === apiOrigin) {
            assert(
              name === 'vitrine-pictures' && url.pathname.startsWith('/__mock/img/'),
              `${name}: from the API host only pictures (${href})`,
            );
          }
        }
      }
      // And what the picture cache holds are pictures.
      const types = await page.evaluate(async () => {
        const cache = await caches.open('vitrine-pictures');
        const out = [];
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          out.push(response.type === 'opaque' ? 'opaque' : response.headers.get('content-type'));
        }
        return out;
      });
      assert(
        types.every((type) => type === 'opaque' || /^image\//.test(type)),
        `only pictures in the picture cache (got ${[...new Set(types)].join(', ')})`,
      );
    },
  },
  {
    name: 'PWA: a push message shows its notification (CDP ServiceWorker.deliverPushMessage)',
    async run(t) {
      const page = await t.newPage(ALLOW);
      await page.context().grantPermissions(['notifications'], { origin: t.url('/') });
      await page.goto(t.url('/'));
      await controlled(page);
      const active = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active !== null,
      );
      assert(active, 'an active worker');
      const cdp = await page.context().newCDPSession(page);
      const registrations = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
        registrations.push(...event.registrations),
      );
      // What the worker went through, for a failure message: under load the first push once
      // showed nothing in 10 s, with the page controlled and the worker listed.
      const workerLog = [];
      const since = Date.now();
      cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
        for (const version of event.versions) {
          workerLog.push(
            `${Date.now() - since} ms version ${version.versionId} ${version.status} ${version.runningStatus}`,
          );
        }
      });
      cdp.on('ServiceWorker.workerErrorReported', (event) =>
        workerLog.push(`${Date.now() - since} ms error ${event.errorMessage.errorMessage}`),
      );
      await cdp.send('ServiceWorker.enable');
      const registration = await until('the worker registration is listed', () =>
        registrations.find((entry) => entry.scopeURL === t.url('/') && !entry.isDeleted),
      );
      let pushedAt = -1;
      const push = async (data) => {
        pushedAt = Date.now() - since;
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: new URL(t.url('/')).origin,
          registrationId: registration.registrationId,
          data,
        });
      };
      const shown = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            url: notification.data?.url,
          }));
        });
      await push(
        JSON.stringify({
          title: 'Bônus liberado',
          body: 'Seu bônus chegou.',
          url: '/promotion',
          tag: 'bonus',
        }),
      );
      const [notification] = await until('the notification shows', async () => {
        const list = await shown();
        return list.length > 0 ? list : null;
      }).catch(async (error) => {
        const permission = await page.evaluate(() => Notification.permission);
        throw new Error(
          `${error.message}\npermission ${permission}, registration ${registration.registrationId}, ` +
            `pushed at ${pushedAt} ms; the worker:\n  ${workerLog.join('\n  ') || 'no event'}`,
        );
      });
      assert(notification.title === 'Bônus liberado', `title (got ${notification.title})`);
      assert(notification.body === 'Seu bônus chegou.', 'body');
      assert(notification.tag === 'bonus' && notification.url === '/promotion', 'tag and url');
      // Not a PushMessage: still a notification (browsers require one), with the brand name.
      await push('not json');
      await until('the brand notification shows', async () =>
        (await shown()).some((entry) => entry.title === 'Vitrine' && entry.body === ''),
      );
    },
  },
  {
    name: 'PWA: a new build shows Nova versão disponível, and Atualizar takes the new version',
    async run(t) {
      const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-pwa-'));
      cpSync(t.outDir, dir, { recursive: true });
      const server = await serveBuild(dir, updatePort);
      try {
        const origin = `http://127.0.0.1:${updatePort}`;
        const page = await t.newPage(ALLOW);
        await page.goto(`${origin}/promotion`);
        await controlled(page);
        await visible(page.getByRole('banner'), 'the header');
        const build = () =>
          page.evaluate(() => document.querySelector('meta[name="vitrine-build"]')?.content ?? '1');
        assert((await build()) === '1', 'the first version is open');

        deployNewVersion(dir);
        // Marks this document: a reload would lose it.
        await page.evaluate(() => (window.__samePage = true));
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
        });
        const prompt = page.getByRole('heading', { name: 'Nova versão disponível' });
        await visible(prompt, 'Nova versão disponível', WORKER_TIMEOUT_MS);
        const status = page.locator('[aria-live="polite"]', { hasText: 'Nova versão disponível' });
        assert((await status.count()) === 1, 'the prompt is announced in a polite live region');
        // Never a silent reload: the same document, still on the old version, until the tap.
        await page.waitForTimeout(1000);
        assert(await page.evaluate(() => window.__samePage === true), 'no reload by itself');
        assert((await build()) === '1', 'still the old version before the tap');

        const accept = page.getByRole('button', { name: 'Atualizar' });
        await accept.focus();
        await page.keyboard.press('Enter');
        await until(
          'the page reloads with the new version',
          async () => {
            try {
              return (await build()) === '2';
            } catch {
              return false; // the page is navigating
            }
          },
          WORKER_TIMEOUT_MS,
        );
        assert(new URL(page.url()).pathname === '/promotion', 'the same page, reloaded');
        await visible(page.getByRole('banner'), 'the header after the update');
        assert((await prompt.count()) === 0, 'no prompt once updated');
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
