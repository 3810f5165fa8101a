import type { SanitizeOptions } from './sanitizeHtml';

/** The sanitiser, once its module has loaded. */
export type Sanitize = (html: string, options?: SanitizeOptions) => string;

let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | undefined;

/**
 * The sanitiser (sanitizeHtml.ts, with DOMPurify), loaded on first use and shared. A dynamic
 * import on purpose: whoever imports SafeHtml or this module pays a file name, not DOMPurify, so it
 * reaches the player only on pages that really show server HTML, whatever else comes to import this
 * feature. A failed download is forgotten, so the next call tries again.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizeHtml').then(
    (module) => {
      loaded = module.sanitizeHtml;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser if it has already loaded (a later page shows its HTML without waiting). */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}

/**
 * Starts loading the sanitiser now, for a page that will show server HTML once its data
 * arrives: the two downloads then run side by side. Never rejects (SafeHtml reports failures).
 */
export function preloadSanitizer(): void {
  loadSanitizer().catch(() => undefined);
}
