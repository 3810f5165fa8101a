import { getResponse, http, type RequestHandler } from 'msw';

/**
 * The world's handlers behind one door. msw tries a request against every handler in turn, and
 * for each one it parses the request's cookies first (in a browser a `document.cookie` read, a
 * synchronous round trip to the browser's cookie store) and builds URLs: with the world's 126
 * handlers that was about a tenth of a long story's CPU time (flows/Registration: 1.3 s of 12 s),
 * and the same work in every unit test and in the mock API.
 *
 * The index picks, per request, the handlers that can possibly match (same method, and a path
 * whose segments the request's path ends with, `:name` matching any one segment) and lets msw
 * decide among only those, in their original order: the answer is the one msw would give with
 * the whole list. A handler whose method or path the index does not understand (a RegExp, `all`,
 * a path without the leading `*`) is always a candidate.
 */
export interface HandlerIndex {
  /** The handlers that may answer `request`, in their original order. */
  candidates(request: Request): RequestHandler[];
  /** One msw handler answering as the whole list would (for setupWorker and setupServer). */
  handler: RequestHandler;
}

type Entry = { handler: RequestHandler; method: string | null; segments: string[] | null };

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');

function entryOf(handler: RequestHandler): Entry {
  const info = handler.info as { method?: unknown; path?: unknown };
  const method = typeof info.method === 'string' ? info.method.toUpperCase() : null;
  const path = info.path;
  // Only `*/literal/:param/...` is indexed: the `*` stands for any origin (and msw lets it match
  // any leading path too, hence "ends with" below).
  const indexable =
    typeof path === 'string' && path.startsWith('*/') && !path.slice(1).includes('*');
  return {
    handler,
    method: method === 'ALL' ? null : method,
    segments: indexable ? splitPath(path.slice(1)) : null,
  };
}

function mayMatch(entry: Entry, method: string, requestSegments: string[]): boolean {
  if (entry.method !== null && entry.method !== method) return false;
  const { segments } = entry;
  if (segments === null) return true;
  const offset = requestSegments.length - segments.length;
  if (offset < 0) return false;
  return segments.every(
    (segment, i) => segment.startsWith(':') || segment === requestSegments[offset + i],
  );
}

export function indexHandlers(handlers: readonly RequestHandler[]): HandlerIndex {
  const entries = handlers.map(entryOf);
  const cache = new Map<string, RequestHandler[]>();

  function candidates(request: Request): RequestHandler[] {
    const method = request.method.toUpperCase();
    let pathname: string;
    try {
      pathname = new URL(request.url).pathname;
    } catch {
      return entries.map((entry) => entry.handler);
    }
    const key = `${method} ${pathname}`;
    let found = cache.get(key);
    if (!found) {
      const requestSegments = splitPath(pathname);
      found = entries
        .filter((entry) => mayMatch(entry, method, requestSegments))
        .map((entry) => entry.handler);
      // Paths with ids (`detail/123`) make new keys; the cache stays small enough as it is for
      // a test run or a demo session, but is dropped past a bound all the same.
      if (cache.size > 2_000) cache.clear();
      cache.set(key, found);
    }
    return found;
  }

  return {
    candidates,
    handler: http.all('*', async ({ request }) => {
      const matching = candidates(request);
      return matching.length === 0 ? undefined : getResponse(matching, request);
    }),
  };
}
