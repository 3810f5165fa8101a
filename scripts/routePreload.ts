import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * A route whose screen is a lazy chunk: `path` is matched exactly, or as a prefix when it ends
 * with `/` (`/gameDetail/` for /gameDetail/{id}); `screen` is the screen module's path.
 */
export type PreloadRoute = { path: string; screen: string };

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
  const own = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(screen));
  // Storybook builds through the same config and has no route chunks: nothing to preload there.
  // (In the app build, scripts/check-bundle.mjs fails when the home's preload is missing.)
  if (!own) return [];
  const files = [...closure([own])].filter((file) => !first.has(file));
  const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...css];
}

/**
 * Build-only: index.html gets a tiny inline script that, for the route the player opened,
 * starts fetching that route's screen chunk (and its CSS) alongside the entry instead of after
 * it has run: one round trip less before the first screen on a cold load over 4G. Other routes'
 * screens are not fetched. `crossOrigin=''` matches how Vite's own preload helper requests the
 * same files, so the browser reuses these responses instead of fetching twice.
 * scripts/check-bundle.mjs counts the home route's chunks in the first-load budget.
 */
export function routePreload(routes: PreloadRoute[]): Plugin {
  return {
    name: 'vitrine:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const entries = routes
          .map(
            ({ path, screen }) => [path, routeFiles(bundle, screen).map((f) => `/${f}`)] as const,
          )
          .filter(([, files]) => files.length > 0);
        if (entries.length === 0) return;
        const map = Object.fromEntries(entries);
        // Exact path first, then the path up to its last slash (a route with a parameter).
        const code =
          `(function(m,p){var f=m[p]||m[p.replace(/[^/]*$/,'')];if(f)f.forEach(function(h){` +
          `var l=document.createElement('link');l.rel=/\\.css$/.test(h)?'preload':'modulepreload';` +
          `if(l.rel==='preload')l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})` +
          `(${JSON.stringify(map)},location.pathname)`;
        return [
          { tag: 'script', attrs: { id: 'route-preload' }, children: code, injectTo: 'head' },
        ];
      },
    },
  };
}
