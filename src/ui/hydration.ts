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
