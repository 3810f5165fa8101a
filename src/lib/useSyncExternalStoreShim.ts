/**
 * Stands in for the `use-sync-external-store/shim` package (vite.config.ts alias): swr imports
 * that shim for React 17 and older, but React 19 has the hook itself, so the shim's code would
 * only add bytes to players' first load.
 */
export { useSyncExternalStore } from 'react';
