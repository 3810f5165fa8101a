import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme/fonts';
import './theme/boot';
import { App } from './app/App';

async function boot(): Promise<void> {
  // Build-time gate: in a production build this branch and the MSW import are removed
  // entirely (scripts/check-bundle.mjs fails the build if any mock code ships).
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemo } = await import('../mocks/demo');
    await startDemo();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
