/**
 * Responses the early-data script (app/early/earlyData.ts) asked for before the app's code arrived,
 * by full URL. The client takes one instead of fetching when the URL and the spec 7 headers are
 * exactly those it would send, once; otherwise it asks on its own.
 */
export const EARLY_KEY = '__vitrineEarly';

export type EarlyRequests = Record<string, { headers: string; response: Promise<Response> }>;

declare global {
  interface Window {
    [EARLY_KEY]?: EarlyRequests;
  }
}

/** The early response for this GET, at most once; undefined when there is none that fits. */
export function claimEarly(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const box = (globalThis as { [EARLY_KEY]?: EarlyRequests })[EARLY_KEY];
  const early = box?.[url];
  if (!early) return undefined;
  delete box[url];
  return early.headers === JSON.stringify(headers) ? early.response : undefined;
}
