import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/** The early-data script's source entry (issue 15 item 2). */
export const EARLY_DATA_ENTRY = 'src/app/early/main.ts';

/**
 * The modules of the early-data chunk: its own code and the pure modules it shares with the
 * entry (the spec 7 headers, the device id's UUID, the referral checks, the
 * image proxy URL, the carousel query). They are first-load code either way: in a chunk of
 * their own that the entry imports, nothing is sent twice (as a separate bundle they cost the
 * first load about 2 KB gzip more).
 */
export const EARLY_DATA_MODULES =
  /src[\\/](state[\\/](preferencesStorage|storage)|app[\\/]early[\\/][^\\/]+|api[\\/](early|headers|uuid)|lib[\\/](image|referral)|features[\\/]home[\\/]BannerCarousel[\\/]carouselQuery)\.ts$/;

/** The chunk group for vite.config.ts `codeSplitting.groups`, ahead of the `initial` group. */
export const earlyDataChunkGroup = {
  name: 'early-data',
  test: EARLY_DATA_MODULES,
  priority: 1,
};

type OutputChunk = Rolldown.OutputChunk;

/**
 * Issue 15 item 2: the home's first calls start before the app's JS has arrived. The entry
 * (src/main.tsx) imports src/app/early/main.ts; the build puts it and the pure modules it uses
 * in a small chunk of their own (`earlyDataChunkGroup`), and this plugin references that chunk
 * from index.html as a module script ahead of the entry: it downloads in a fraction of the
 * entry's time and runs as soon as the document is parsed (module scripts run in document
 * order; the entry finds it already run, a module runs once). No inline script (house rule).
 * When the API is on another origin, index.html also preconnects to it, so the connection
 * for the first calls (and their CORS preflights) is ready sooner.
 *
 * Builds of the app only (in `--mode demo` and Storybook there is no such chunk: nothing added).
 *
 * OPT-IN for now (VITE_EARLY_DATA=true at build time: vite.config.ts adds the chunk group, and
 * src/app/early/main.ts and the client's hand-over are compiled in): it costs the first load
 * about 1.1 KB gzip (about 0.45 KB of its own code, the rest is the split: the shared modules
 * compress worse in a file of their own), and the budget (scripts/check-bundle.mjs) has 108
 * bytes left. Without it the entry starts the same calls once it runs (AppRoutes
 * `preloadRoute`); the preconnect below is added either way.
 */
export function earlyDataPlugin(): Plugin {
  let apiBase = '';
  let enabled = false;
  return {
    name: 'vitrine:early-data',
    apply: 'build',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE_URL ?? '');
      enabled = config.env.VITE_EARLY_DATA === 'true';
    },
    // Off (the default), the entry's import of the early-data module becomes an empty module:
    // its body is dead code then, but the modules it imports kept 78 bytes gzip in the home's
    // first load.
    load(id) {
      if (!enabled && id.endsWith(EARLY_DATA_ENTRY)) return 'export {};';
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is OutputChunk => c.type === 'chunk',
        );
        const tags: HtmlTagDescriptor[] = [];
        // Both set-ups: the first calls' connection (and CORS preflights) start at once.
        const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
        if (apiOrigin) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' },
            injectTo: 'head-prepend',
          });
        }
        const early = chunks.find((c) => c.name === earlyDataChunkGroup.name);
        if (!early) return tags;
        if (early.imports.length > 0) {
          // It would wait for the entry it is meant to run ahead of.
          throw new Error(`the early-data chunk imports ${early.imports.join(', ')}`);
        }
        tags.push({
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
          injectTo: 'head-prepend',
        });
        return tags;
      },
    },
  };
}
