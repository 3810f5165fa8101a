import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'regexparam';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender/pages.ts';
import type { RouteRow } from '../src/app/routing/routes.ts';
import { SCREENS_MODULE, screenFile } from './routePlugin.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The build-time renderer (src/app/prerender/prerender.tsx). */
export const PRERENDER_ENTRY = 'src/app/prerender/prerender.tsx';

/**
 * The lazy pieces the prerendered first viewport draws beyond the route's screen (lazyPiece
 * `prerendered`): their CSS must be on the page before its first paint.
 */
export const PRERENDERED_PIECES = ['src/features/consent/ConsentHost.tsx'];

/**
 * Storage keys and the consent version the boot script reads. The app's own constants
 * (state/session.ts TOKEN_STORAGE_KEY, tracking/consent.ts CONSENT_STORAGE_KEY and
 * CONSENT_VERSION) are not imported here, where the build runs in Node; a unit test keeps them
 * equal (prerenderPlugin.test.ts).
 */
export const BOOT_KEYS = { token: 'vitrine.token', consent: 'vitrine.consent', consentVersion: 1 };

/**
 * The inline script in a prerendered page's head, run before its first paint. It marks <html>
 * for main.tsx and the CSS (theme/global.css.ts):
 * - `data-boot="hydrate"`: a visitor (no session token) at an address whose page is exactly the
 *   prerendered one (`match` against pathname + search): the app hydrates the HTML on screen;
 * - `data-boot="player"`: a logged-in player at such an address: the app draws the page itself
 *   (their header differs) and the prerendered one stays until then, its visitor buttons hidden;
 * - `data-boot="render"`: any other address (a host that answers every path with this file):
 *   the prerendered page stays hidden and the app draws the right one;
 * - `data-consent="kept"`: a stored consent answer of the current version: the prerendered
 *   consent banner is never shown.
 * Storage that throws (blocked cookies) counts as empty. On a page the app will hydrate, it also
 * holds the taps on the page's buttons until the app has taken it over
 * (src/app/prerender/earlyTaps.ts replays them).
 */
export function bootScript(match: RegExp): string {
  return (
    `(function(h,d,m){function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `h.dataset.boot=m.test(location.pathname+location.search)?` +
    `g(${JSON.stringify(BOOT_KEYS.token)})?'player':'hydrate':'render';` +
    `try{var c=JSON.parse(g(${JSON.stringify(BOOT_KEYS.consent)}));` +
    `if(c&&c.version===${BOOT_KEYS.consentVersion}&&typeof c.advertising==='boolean')h.dataset.consent='kept'}catch(e){}` +
    `if(h.dataset.boot==='hydrate'){var q=[],f=function(e){` +
    `var b=e.target.closest&&e.target.closest('#root button');` +
    `if(b){e.preventDefault();e.stopPropagation();q.indexOf(b)<0&&q.push(b)}};` +
    `d.addEventListener('click',f,true);q.stop=function(){d.removeEventListener('click',f,true)};` +
    `window.__vitrineTaps=q}` +
    `})(document.documentElement,document,${match.toString()})`
  );
}

/**
 * The files (beyond the entry's) that the chunk of `moduleFile` needs: its chunk and the chunks
 * it imports, and their CSS.
 */
function filesOf(bundle: OutputBundle, moduleFile: string): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>();
    const walk = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => walk(byFile.get(file)));
    };
    start.forEach(walk);
    return [...seen];
  };
  const cssOfChunks = (files: string[]) =>
    files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  // The entry's own files are already on the page (index.html).
  const entry = closure(chunks.filter((c) => c.isEntry));
  const entryCss = new Set(cssOfChunks(entry));
  const own = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleFile));
  if (!own) throw new Error(`prerender: no chunk for ${moduleFile}`);
  const js = closure([own]).filter((file) => !entry.includes(file));
  const css = cssOfChunks(js).filter((file) => !entryCss.has(file));
  return { js, css: [...new Set(css)] };
}

/** index.html without the route-preload script's entry for `route` (scripts/routePlugin.ts). */
function withoutRoutePreload(html: string, route: string): string {
  const entry = `[${JSON.stringify(parse(route).pattern.source)},[`;
  const start = html.indexOf(entry);
  if (start === -1)
    throw new Error(`prerender: the route-preload script has no entry for ${route}`);
  const end = html.indexOf(']]', start) + 2;
  // The entry and the comma that joins it to the next one (or the one before it, if last).
  return html[end] === ','
    ? html.slice(0, start) + html.slice(end + 1)
    : html.slice(0, start - 1) + html.slice(end);
}

type Renderer = { renderPage: (path: string) => Promise<string> };

/**
 * Builds the renderer (src/app/prerender/prerender.tsx) for Node with this project's own Vite
 * config (the same React and vanilla-extract set-up, so the class names in the HTML are the
 * ones in the client's CSS) into a temporary folder, and loads it.
 */
async function buildRenderer(config: ResolvedConfig): Promise<{ renderer: Renderer; dir: string }> {
  // Inside the project, so the renderer's imports of react, wouter... resolve from node_modules.
  const cache = path.join(config.root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'vitrine-prerender-'));
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: PRERENDER_ENTRY,
      outDir: dir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  const file = pathToFileURL(path.join(dir, `${path.parse(PRERENDER_ENTRY).name}.js`)).href;
  return { renderer: (await import(file)) as Renderer, dir };
}

/**
 * The first viewport of the pages in `pages` painted from HTML, before the app's code arrives.
 * After the client build has made index.html, this builds the app's own components for Node (the
 * renderer above), renders each page's sample address as a visitor sees it on a cold load
 * (src/app/prerender/prerender.tsx) and writes a copy of index.html with that HTML in #root, the
 * stylesheets its markup needs linked in the head (so the first paint is complete), and the boot
 * script (`bootScript`). main.tsx then hydrates it.
 *
 * The preview server answers a prerendered route's addresses with its file; other hosts need
 * the same mapping (README "Deploying"). A host that answers every path with index.html still
 * works: the boot script keeps the prerendered page hidden where it does not apply.
 *
 * Builds of the app only: not `--mode demo` (the page starts empty and the demo world in the
 * page draws it) nor Storybook, and never inside its own renderer build.
 */
export function prerenderPlugin(
  pages: readonly PrerenderedPage[],
  routes: readonly RouteRow[],
): Plugin {
  let config: ResolvedConfig;
  const rowOf = (route: string) => {
    const row = routes.find((r) => r.path === route);
    if (!row) throw new Error(`prerender: ${route} is not a row of the route table`);
    return row;
  };
  const screenFileOf = (route: string) => screenFile(rowOf(route).screen);
  const isFirstScreen = (route: string) =>
    routes.some((r) => r.screen === rowOf(route).screen && r.preload === 'first');
  return {
    name: 'vitrine:prerender',
    // The build, and `vite preview` of it (its page mapping).
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` answers a prerendered route's addresses with its page, as a host should
    // (README "Deploying"); any other path falls through to its index.html fallback.
    configurePreviewServer(server) {
      const served = pages
        .filter((page) => page.file !== 'index.html')
        .map((page) => ({ pattern: parse(page.route).pattern, file: `/${page.file}` }));
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', search = ''] = (req.url ?? '/').split('?');
        const accept = String(req.headers.accept ?? '');
        if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) {
          const page = served.find(({ pattern }) => pattern.test(pathname));
          if (page) req.url = page.file + (search ? `?${search}` : '');
        }
        next();
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('prerender: no index.html built');
        const shell = String(index.source);
        if (!shell.includes('<div id="root"></div>')) {
          throw new Error('prerender: index.html has no empty <div id="root"></div>');
        }
        // The woff2 files the entry's stylesheet declares (@font-face).
        const fonts = [
          ...new Set(
            Object.values(bundle)
              .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
              .filter((file) => shell.includes(`/${file.fileName}"`))
              .flatMap((file) => [
                ...String((file as { source: string | Uint8Array }).source).matchAll(
                  /url\((\/assets\/[^)]+\.woff2)\)/g,
                ),
              ])
              .map((match) => match[1] as string),
          ),
        ];
        const { renderer, dir } = await buildRenderer(config);
        try {
          for (const page of pages) {
            const body = await renderer.renderPage(page.path);
            // The stylesheets of everything drawn, before the first paint, and the code the app
            // waits for before hydrating (the screen's and the prerendered pieces'), as tags the
            // browser sees at once (the route-preload script, scripts/routePlugin.ts, would
            // find the screen's a little later: its entry for this route is left out).
            const screen = filesOf(bundle, screenFileOf(page.route));
            // A screen whose loader is not in the entry is reached through the loaders' chunk
            // (scripts/routePlugin.ts): the app asks for it first.
            const loaders = Object.values(bundle).find(
              (c): c is OutputChunk =>
                c.type === 'chunk' && c.facadeModuleId === `\0${SCREENS_MODULE}`,
            );
            if (loaders && !isFirstScreen(page.route)) screen.js.unshift(loaders.fileName);
            const pieces = PRERENDERED_PIECES.map((file) => filesOf(bundle, file));
            const css = [...new Set([screen, ...pieces].flatMap((files) => files.css))];
            const js = [...new Set([screen, ...pieces].flatMap((files) => files.js))];
            const links =
              css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
              js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
            // The text on the prerendered page is drawn in the web fonts: asked for with the
            // stylesheets, they are usually here for the first layout, instead of the text being
            // laid out and painted again as each one arrives.
            const fontLinks = fonts
              .map(
                (href) =>
                  `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
              )
              .join('');
            const html = withoutRoutePreload(shell, page.route)
              .replace('<head>', () => `<head><script>${bootScript(page.match)}</script>`)
              .replace('</head>', () => `${fontLinks}${links}</head>`)
              .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
            if (page.file === 'index.html') index.source = html;
            else this.emitFile({ type: 'asset', fileName: page.file, source: html });
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  };
}
