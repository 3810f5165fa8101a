import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig } from 'vite';

/** The early-data script's source entry. */
export const EARLY_DATA_ENTRY = 'src/app/early/main.ts';

/**
 * Builds src/app/early/main.ts on its own: one minified function, no imports, that runs where
 * it is inlined. `apiBase` is the build's VITE_API_BASE_URL.
 */
export async function buildEarlyDataScript(
  config: ResolvedConfig,
  apiBase: string,
): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(apiBase) },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      lib: { entry: EARLY_DATA_ENTRY, formats: ['iife'], name: 'vitrineEarly' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('early data: no script built');
  // Nothing is assigned to the global: the script only starts the calls.
  return chunk.code.trim().replace(/^var vitrineEarly\s*=\s*/, '');
}

/**
 * The first data calls start while the page is being read, before the app's JS has arrived. The
 * build inlines src/app/early/main.ts (built on its own, about 1 KB gzip of HTML) into the head of
 * index.html, and so of every prerendered page (scripts/prerenderPlugin.ts): it asks for the
 * platform config, and on / for the categories and the carousel banners with the very spec 7
 * headers the app will send, preloads the first banner's picture as soon as its address is known,
 * and leaves the responses for the app's client, which takes each one once instead of asking again
 * (src/api/early.ts `claimEarly`). An inline script starts at once: a file of its own would cost a
 * round trip first. When the API is on another origin, the page also preconnects to it, so the
 * connection (and the CORS preflights) is ready sooner.
 *
 * Builds of the app only: not `--mode demo`, where the mock world in the page is not up yet
 * when the head is read, nor Storybook.
 */
export function earlyDataPlugin(): Plugin {
  let config: ResolvedConfig;
  let apiBase = '';
  let script = '';
  return {
    name: 'vitrine:early-data',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      apiBase = String(resolved.env.VITE_API_BASE_URL ?? '');
    },
    async buildStart() {
      if (config.build.ssr || config.build.lib) return;
      script = await buildEarlyDataScript(config, apiBase);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        const tags: HtmlTagDescriptor[] = [];
        const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
        if (apiOrigin) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' },
            injectTo: 'head-prepend',
          });
        }
        if (script) {
          tags.push({
            tag: 'script',
            attrs: { id: 'early-data' },
            children: script,
            injectTo: 'head-prepend',
          });
        }
        return tags;
      },
    },
  };
}
