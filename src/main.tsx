// First: the home's first calls (issue 15), already started by index.html in a production build.
import './app/early/main';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme/fonts';
import './theme/boot';
import { App } from './app/App';
import { connectClientToStores } from './app/wireClient';
import { preloadRoute } from './app/routing/AppRoutes';

/**
 * How long the first render waits for the opened route's screen chunk (fetched alongside the
 * entry) before showing the shell with its loading state instead.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

async function boot(): Promise<void> {
  connectClientToStores();
  // Build-time gate: in a production build this branch and the MSW import are removed
  // entirely (scripts/check-bundle.mjs fails the build if any mock code ships).
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemo } = await import('../mocks/demo');
    await startDemo();
  }
  await Promise.race([
    preloadRoute(location.pathname),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
