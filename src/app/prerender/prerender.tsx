import { prerender } from 'react-dom/static';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { AppRoot } from '../App';
import { preloadRoute } from '../routing/AppRoutes';

/**
 * The first viewport of `path` as HTML, from the app's own components, for the build to put into
 * the route's page (scripts/prerenderPlugin.ts). Build time only (Node, no storage, no network): a
 * visitor with nothing stored and no answer yet, so every section shows its loading state and the
 * pieces that exist only in the browser render their fallback (`useHydrated`, ui/hydration.ts). The
 * browser hydrates exactly this tree (main.tsx) when its own state matches it.
 *
 * `prerender` (not renderToString) waits for the lazy pieces that are part of the first viewport
 * (the consent banner). No part is ever outlined (React streams a large part that comes after
 * 12.8 KB of page behind a script that moves it into place): this page is static, written in
 * place, and has no script of React's.
 */
export async function renderPage(path: string): Promise<string> {
  if (!(await preloadRoute(path))) throw new Error(`prerender: no screen loaded for ${path}`);
  const { prelude } = await prerender(
    <AppRoot locationHook={useBrowserLocation} ssrPath={path} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(`prerender: ${path} has a part React left to a script`);
  }
  return html;
}
