import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'regexparam';
import type { Plugin, Rolldown } from 'vite';
import type { RouteRow } from '../src/app/routing/routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The modules the app imports its lazy screens from (src/app/routing/AppRoutes.tsx): the
 * `preload: 'first'` screens' loaders sit in the entry; every other screen's loader sits in a
 * chunk of its own that the entry imports on demand, so a new route adds nothing to the first
 * load (each dynamic import costs its call site the list of files it needs, about 250 bytes
 * gzip a route when they all sat in the entry).
 */
export const FIRST_SCREENS_MODULE = 'virtual:route-screens-first';
export const SCREENS_MODULE = 'virtual:route-screens';
const resolved = (id: string) => `\0${id}`;

/** The source file of a route's screen, relative to the project root. */
export const screenFile = (screen: string) => `src/screens/${screen}/${screen}.tsx`;

/** The distinct screens of these rows, in table order. */
const screensOf = (routes: readonly RouteRow[]) => [...new Set(routes.map((r) => r.screen))];

/** Whether a screen's loader sits in the entry (a row with `preload: 'first'` names it). */
const isFirst = (routes: readonly RouteRow[], screen: string) =>
  routes.some((r) => r.screen === screen && r.preload === 'first');

/** The chunk files (JS, then CSS) a screen's dynamic import needs beyond the entry's. */
function routeFiles(bundle: OutputBundle, screen: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk[]): Set<string> => {
    const seen = new Set<string>();
    const walk = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => walk(byFile.get(file)));
    };
    start.forEach(walk);
    return seen;
  };
  const first = closure(chunks.filter((c) => c.isEntry));
  const file = screenFile(screen);
  const own = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(file));
  // Storybook builds through the same config and has no route chunks: nothing to preload there.
  // (In the app build, scripts/check-bundle.mjs fails when the home's preload is missing.)
  if (!own) return [];
  const files = [...closure([own])].filter((f) => !first.has(f));
  const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...css];
}

/**
 * Everything the build derives from the route table (src/app/routing/routes.ts):
 *
 * - `virtual:route-screens-first` and `virtual:route-screens` export `screens`, one loader per
 *   screen of the table (`Home: () => import('/src/screens/Home/Home.tsx').then(...)`), so each
 *   screen is a chunk of its own and a new row needs no import written by hand. A row naming a
 *   missing screen fails the build (and Storybook, and the unit tests) with the file it expected.
 * - Build only: index.html gets a tiny inline script that, for the route the player opened,
 *   starts fetching that route's screen chunk (and its CSS) alongside the entry instead of after
 *   it has run: one round trip less before the first screen on a cold load over 4G. Other
 *   routes' screens are not fetched. `crossOrigin=''` matches how Vite's own preload helper
 *   requests the same files, so the browser reuses these responses instead of fetching twice.
 *   scripts/check-bundle.mjs counts the home route's chunks in the first-load budget.
 */
export function routePlugin(routes: readonly RouteRow[], root = process.cwd()): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'vitrine:routes',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === SCREENS_MODULE || id === FIRST_SCREENS_MODULE ? resolved(id) : undefined;
    },
    load(id) {
      const first = id === resolved(FIRST_SCREENS_MODULE);
      if (!first && id !== resolved(SCREENS_MODULE)) return undefined;
      const names = screensOf(routes).filter((screen) => isFirst(routes, screen) === first);
      // Each route's title travels with its screen's loader, not in the entry (see transform).
      const titles = Object.fromEntries(
        routes
          .filter((row) => row.title !== undefined && names.includes(row.screen))
          .map((row) => [row.path, row.title]),
      );
      const lines = names.map((screen) => {
        const file = screenFile(screen);
        if (!existsSync(path.join(root, file))) {
          throw new Error(`Route table: the screen "${screen}" needs ${file} (routes.ts)`);
        }
        // `.then` picks the named export here, where the build knows its minified name.
        return (
          `  ${JSON.stringify(screen)}: () =>\n` +
          `    import(${JSON.stringify(`/${file}`)}).then((m) => m[${JSON.stringify(screen)}]),`
        );
      });
      return (
        `export const screens = {\n${lines.join('\n')}\n};\n` +
        `export const titles = ${JSON.stringify(titles)};\n`
      );
    },
    // The entry needs a row's path and flags to route, guard and draw the tab bar at once; its
    // title is read only once the screen's code is in (the document title), so the build leaves
    // titles out of the table the entry carries and serves them with the loaders (`titles`
    // above): about 5 bytes gzip a row, paid by every player's first load. The source stays one
    // table; unit tests read it whole (this runs for builds only).
    transform: {
      filter: { id: /src[\\/]app[\\/]routing[\\/]routes\.ts$/ },
      handler(code) {
        if (command !== 'build') return undefined;
        return { code: code.replace(/\btitle:\s*(['"`])[^'"`]*\1,?/g, ''), map: null };
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // A route whose loader is not in the entry also needs the loaders' chunk on a cold load.
        const loaders = chunks.find((c) => c.facadeModuleId === resolved(SCREENS_MODULE));
        const entries = routes
          .map((row) => {
            const files = routeFiles(bundle, row.screen);
            if (files.length > 0 && loaders && !isFirst(routes, row.screen)) {
              files.unshift(loaders.fileName);
            }
            return [parse(row.path).pattern.source, files] as const;
          })
          .filter(([, files]) => files.length > 0)
          .map(([pattern, files]) => [pattern, files.map((f) => `/${f}`)]);
        if (entries.length === 0) return;
        // The first row whose pattern matches the opened path (as the router picks it).
        const code =
          `(function(m,p){for(var i=0;i<m.length;i++)if(new RegExp(m[i][0]).test(p))return m[i][1].forEach(function(h){` +
          `var l=document.createElement('link');l.rel=/\\.css$/.test(h)?'preload':'modulepreload';` +
          `if(l.rel==='preload')l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})` +
          `(${JSON.stringify(entries)},location.pathname)`;
        return [
          { tag: 'script', attrs: { id: 'route-preload' }, children: code, injectTo: 'head' },
        ];
      },
    },
  };
}
