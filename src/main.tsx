import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './theme/fonts';
import './theme/boot';
import { App } from './app/App';
import { releaseEarlyTaps } from './app/prerender/earlyTaps';
import { preloadRoute } from './app/routing/AppRoutes';
import { preloadPrerenderedPieces } from './app/shell/lazyPiece';
import { connectClientToStores } from './app/wireClient';
import { framedBySameOrigin } from './lib/framing';
import { yieldToMain } from './lib/yieldToMain';

/**
 * How long the first render waits for the opened route's screen chunk (fetched alongside the
 * entry) before showing the shell with its loading state instead.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

async function boot(): Promise<void> {
  // Framed by a page of our own origin: a game launch URL that was one of the app's addresses.
  // The app does not start there (no session, socket or pop-ups twice); the game pop-up that
  // framed it shows its error instead (lib/framing.ts).
  if (framedBySameOrigin()) return;
  // The entry's modules have just been evaluated, one long task on a slow phone: the app's own
  // start is a task of its own (yieldToMain: Chromium's scheduler.yield).
  await yieldToMain();
  connectClientToStores();
  // Build-time gate: in a production build this branch and the MSW import are removed
  // entirely (scripts/check-bundle.mjs fails the build if any mock code ships).
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemo } = await import('../mocks/demo');
    await startDemo();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The page came prerendered (scripts/prerenderPlugin.ts) and its boot script found it is this
  // visitor's page: the app takes over the very HTML on screen once the screen's code and the
  // prerendered pieces' are here (all of it hydrates in one go). The first render is a transition,
  // so React yields to the browser every few milliseconds instead of holding the main thread for
  // the whole tree.
  const html = document.documentElement;
  if (html.dataset.boot === 'hydrate' && container.firstElementChild) {
    const [ready] = await Promise.all([
      preloadRoute(location.pathname),
      preloadPrerenderedPieces(),
    ]);
    if (ready) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      releaseEarlyTaps({ replay: true });
      return;
    }
    releaseEarlyTaps({ replay: false });
  } else if (html.dataset.boot === 'render') {
    // Prerendered for another path: drop it; the app draws this one (hidden until now).
    container.replaceChildren();
    delete html.dataset.boot;
  }
  // Otherwise the app draws the page itself; a prerendered page (a logged-in player's) stays
  // on screen until the app's first commit replaces it.
  await Promise.race([
    preloadRoute(location.pathname),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  startTransition(() => {
    createRoot(container).render(app);
  });
}

void boot();
