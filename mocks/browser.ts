import { setupWorker } from 'msw/browser';
import { worldHandlers } from './handlers';
import { socketHandler } from './socketLink';
import { isApiRequest } from './unhandled';

/**
 * The MSW browser worker, used by Storybook and by `npm start` (demo backend): the HTTP handlers
 * plus the live socket (`ws.link` on any origin's /ws, socketLink.ts). `resetHandlers()` keeps
 * both; scenarios come on top with `use()`.
 */
export const worker = setupWorker(worldHandlers.handler, socketHandler);

/** Starts the worker; any API call the mock world does not answer is an error. */
export async function startWorker(): Promise<void> {
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isApiRequest(new URL(request.url), location.origin)) print.error();
    },
  });
}
