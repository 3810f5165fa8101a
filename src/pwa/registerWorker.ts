import { Workbox } from 'workbox-window';

/** The worker vite-plugin-pwa builds from src/sw/sw.ts (vite.config.ts). */
export const WORKER_URL = '/sw.js';

/** What registerWorker needs of workbox-window's Workbox (a seam for the unit tests). */
export type WorkboxLike = {
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
};

export type WorkerEnv = {
  /** Whether this page came from a players' build that ships the worker. */
  shipsWorker: boolean;
  /** Whether the browser has service workers (and lets this page use them). */
  supported: boolean;
  createWorkbox(url: string): WorkboxLike;
  /** Reloads the page once the new version controls it. */
  reload(): void;
  /** Where `visibilitychange` fires, and whether the page is visible. */
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Runs `register` once the page has settled (`afterPageSettled`); returns a cancel. */
  settled(register: () => void): () => void;
};

/**
 * How long after the page's load event the worker is registered. Its install downloads the
 * whole precache (about 520 KB gzip): on a 4G phone that would compete with the lobby's own
 * calls and pictures, and on a two-core one its hundreds of responses held back the first
 * frame of the prerendered page (a second late in half the Lighthouse runs).
 */
export const REGISTER_DELAY_MS = 3000;

/**
 * Runs `register` once the page has loaded, REGISTER_DELAY_MS have passed and the browser is
 * idle (at most 5 s more). Returns a cancel.
 */
export function afterPageSettled(register: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      idle = win.requestIdleCallback(register, { timeout: 5000 });
    } else register();
  };
  const afterLoad = () => {
    timer = setTimeout(whenIdle, REGISTER_DELAY_MS);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    win.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback(idle);
  };
}

/**
 * Whether the production build of this page ships the worker: vite-plugin-pwa puts the manifest
 * link into players' builds only (never `--mode demo`, where MSW's worker owns scope /, nor
 * Storybook nor the dev server), so its presence is the build's own word.
 */
export function pageShipsWorker(doc: Pick<Document, 'querySelector'>, production: boolean) {
  return production && doc.querySelector('link[rel="manifest"]') !== null;
}

function browserEnv(): WorkerEnv {
  return {
    shipsWorker: pageShipsWorker(document, import.meta.env.PROD),
    supported: 'serviceWorker' in navigator,
    createWorkbox: (url) => new Workbox(url, { scope: '/' }),
    reload: () => location.reload(),
    doc: document,
    settled: (register) => afterPageSettled(register),
  };
}

/**
 * Registers the service worker once the page has settled (`afterPageSettled`; the caller, the
 * lazy shell piece WorkerPieces, mounts after the first paint) and reports a new version that
 * waits (update flow): `onWaiting(accept)` is called with the function the "Atualizar" button
 * calls, which asks the waiting worker to take over (workbox's SKIP_WAITING message, src/sw/sw.ts)
 * and reloads once it controls the page. Nothing reloads without the player's tap: never mid-game.
 *
 * A new version is looked for at registration, by the browser on navigations, and whenever the
 * app comes back to the foreground (a PWA can stay open for days). Returns the clean-up.
 */
export function registerWorker(
  onWaiting: (accept: () => void) => void,
  env: WorkerEnv = browserEnv(),
): () => void {
  if (!env.shipsWorker || !env.supported) return () => {};
  let onVisible: (() => void) | undefined;
  const cancel = env.settled(() => {
    const wb = env.createWorkbox(WORKER_URL);
    wb.addEventListener('waiting', () =>
      onWaiting(() => {
        wb.addEventListener('controlling', () => env.reload());
        wb.messageSkipWaiting();
      }),
    );
    // A browser that refuses (private mode, blocked by policy) leaves the app as it was.
    void wb.register().catch(() => {});
    onVisible = () => {
      if (env.doc.visibilityState === 'visible') void wb.update().catch(() => {});
    };
    env.doc.addEventListener('visibilitychange', onVisible);
  });
  return () => {
    cancel();
    if (onVisible) env.doc.removeEventListener('visibilitychange', onVisible);
  };
}
