import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time (the prerender) and during the hydration of
 * that HTML in the browser, true in every render after it (and from the start when the app is
 * rendered without a prerender). A piece that exists only in the browser (lazy code, state read
 * from storage) draws what the prerender drew until this turns true, so hydration finds the
 * markup it expects and the piece appears in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let idle = false;
const idleListeners = new Set<() => void>();
let idleScheduled = false;

function subscribeIdle(listener: () => void): () => void {
  idleListeners.add(listener);
  if (!idle && !idleScheduled && typeof window !== 'undefined') {
    idleScheduled = true;
    const settle = () => {
      idle = true;
      idleListeners.forEach((notify) => notify());
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
    } else window.setTimeout(settle, IDLE_FALLBACK_MS);
  }
  return () => idleListeners.delete(listener);
}

/** The longest a piece waits for an idle moment (requestIdleCallback's timeout). */
export const IDLE_TIMEOUT_MS = 3000;
/** Where there is no requestIdleCallback (Safari): a plain delay. */
const IDLE_FALLBACK_MS = 1000;

/**
 * False until the browser has had its first idle moment since the app started (at most
 * IDLE_TIMEOUT_MS), then true for good; false at build time and while hydrating. Pieces that
 * are not part of the first screen (the footer far below, the pop-up host, the floats) wait for
 * it, so the page's first screen is drawn, hydrated and painted before their code is fetched
 * and run.
 */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(
    subscribeIdle,
    () => idle,
    () => false,
  );
}
