import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { demoPageAnswer } from './mocks/demoProvider/serve.ts';
import { earlyDataPlugin } from './scripts/earlyDataPlugin.ts';
import { prerenderPlugin } from './scripts/prerenderPlugin.ts';
import { routePlugin } from './scripts/routePlugin.ts';
import { prerenderedPages } from './src/app/prerender/pages.ts';
import { routes } from './src/app/routing/routes.ts';
import { pwaManifest } from './src/app/pwaManifest.ts';

const mswWorkerPath = fileURLToPath(new URL('./msw-public/mockServiceWorker.js', import.meta.url));

/**
 * Serves MSW's worker in `--mode demo` only. It lives outside `public/` so it never ships to
 * players or gets precached (TOOLCHAIN.md).
 */
function demoWorker(): Plugin {
  return {
    name: 'vitrine:demo-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mswWorkerPath));
      });
    },
  };
}

/**
 * Serves the mock world's demo provider pages in `--mode demo` only: the demo game
 * (mocks/demoProvider/game/) at /demo-provider/game/, where "enter game" launches it in the game
 * frame, and the demo live chat (mocks/demoProvider/chat/) at /demo-provider/chat/, the customer
 * service the business config names; before Vite's own middlewares, whose SPA fallback would
 * answer the app's index.html there. The game's calls to /demo-provider/api/ are answered by MSW
 * in the app's page (the worker hands a frame's requests to the page that started it); the chat
 * makes none. Never in players' builds.
 */
function demoProvider(): Plugin {
  return {
    name: 'vitrine:demo-provider',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const found =
          req.method === 'GET' || req.method === 'HEAD'
            ? demoPageAnswer(url.pathname, url.search)
            : null;
        if (!found) {
          next();
        } else if (found.kind === 'redirect') {
          res.statusCode = 308;
          res.setHeader('Location', found.location);
          res.end();
        } else if (found.kind === 'missing') {
          res.statusCode = 404;
          res.end();
        } else {
          res.setHeader('Content-Type', found.contentType);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : found.body);
        }
      });
    },
  };
}

/**
 * vite-plugin-pwa with our own worker (src/sw/sw.ts, injectManifest: it also handles push). The
 * precache is the shell and everything it can load: index.html, every JS chunk (entry and
 * routes), the CSS, the Latin Inter woff2 files the app uses (browsers without woff2 fetch .woff
 * from the network), the other prerendered pages, the favicon and the manifest icons (added by
 * the plugin). Not the link
 * preview picture (only crawlers fetch it) nor dist/.vite.
 */
function playersWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: { ...pwaManifest, icons: [...pwaManifest.icons] },
    injectManifest: {
      globPatterns: [
        'index.html',
        // The other prerendered pages (issue 15, src/app/prerender/pages.ts).
        ...prerenderedPages.map((page) => page.file).filter((file) => file !== 'index.html'),
        'favicon.svg',
        'assets/*.{js,css,woff2}',
      ],
      rollupFormat: 'iife',
    },
  });
}

/**
 * The chunks of the home's first load (the entry and the home screen's, scripts/check-bundle.mjs
 * counts them): named by rolldown after their first module (vite.config `build`).
 */
const firstLoadChunk = (file: string) => /^assets\/(index|Home)-[\w-]+\.js$/.test(file);

const reactHookShim = fileURLToPath(
  new URL('./src/lib/useSyncExternalStoreShim.ts', import.meta.url),
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  resolve: {
    // swr and wouter import `use-sync-external-store/shim`, a fallback for React 17 and older;
    // React 19 has the hook, so the shim would only add bytes to the first load.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: reactHookShim }],
  },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The route table's lazy screens and the cold-load preload of the opened route's chunk.
    routePlugin(routes),
    // The first calls, started by index.html before the app's JS arrives (issue 15 item 2).
    ...(mode === 'demo' || isSsrBuild ? [] : [earlyDataPlugin()]),
    ...(mode === 'demo' ? [demoWorker(), demoProvider()] : []),
    // The PWA manifest and service worker (issue 14), players' builds only: in `--mode demo`
    // MSW's worker owns scope / (TOOLCHAIN.md), and Storybook drops it (.storybook/main.ts).
    // Registered after first paint by src/live/pwa/registerWorker.ts, hence injectRegister false.
    ...(mode === 'demo' || isSsrBuild ? [] : [playersWorker()]),
    // The first viewport of the lobby and the game screens as HTML, hydrated by the app (issue
    // 15). Players' builds only: the demo starts the mock world in the page first, Storybook
    // drops it (.storybook/main.ts), and its own renderer build (isSsrBuild) must not recurse.
    ...(mode === 'demo' || isSsrBuild ? [] : [prerenderPlugin(prerenderedPages, routes)]),
  ],
  build: {
    manifest: true,
    // The modulepreload polyfill (about 0.45 KB gzip of every first load) only helps browsers
    // without <link rel="modulepreload">: Chrome has it since 66, Safari since 17. Elsewhere the
    // chunks still load, just without the head start.
    modulePreload: {
      polyfill: false,
      // A dynamic import normally also asks for every file its chunk imports, as <link
      // rel="modulepreload"> tags, so they download in parallel. Kept for the chunks the first
      // load does not carry (route screens, pop-ups), where a tap waits for the download. Not
      // for the imports the first load makes itself (issue 15): their lists of file names cost
      // every player's first load about 0.6 KB gzip, inserting the tags held the main thread
      // while the lobby started, and those pieces (lower sections, footer, floats) are not on
      // the first screen: their imports follow one round trip later.
      resolveDependencies: (_file, deps, { hostId }) => (firstLoadChunk(hostId) ? [] : deps),
    },
    sourcemap: false,
    // Everything the entry needs before it runs goes into one file: rolldown otherwise splits
    // modules the lazy chunks share into several small first-load files, and gzip pays for each
    // file's own dictionary and the import/export glue between them (measured: first-load JS
    // 100.5 KB in 9 files -> 97.3 KB in 1). Storybook drops this (.storybook/main.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'lobby',
              test: /src[\\/](ui[\\/]Image[\\/]|features[\\/]activities[\\/]activityRules|features[\\/]games[\\/]GameCard[\\/]GameCardSkeleton|api[\\/](endpoints[\\/])?noticeBar|ui[\\/]Icon[\\/]BellIcon)/,
            },
            {
              name: 'consent',
              test: /src[\\/](live[\\/]tracking[\\/]consent|i18n[\\/]messages[\\/]consent|lib[\\/]clock)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
