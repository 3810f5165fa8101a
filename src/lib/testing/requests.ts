import type { SetupServer } from 'msw/node';
import { onTestFinished } from 'vitest';

/** Which requests to count: one path, or a pattern of paths asked with POST (a claim's family). */
type Wanted = string | RegExp;

const wanted = (request: Request, path: Wanted) => {
  const pathname = new URL(request.url).pathname;
  return typeof path === 'string'
    ? pathname === path
    : request.method === 'POST' && path.test(pathname);
};

/**
 * Counts the requests that reach the mock world (msw/node's server) for one endpoint, from now
 * to the end of the test: ten taps that must send one request are checked against this count.
 */
export function countRequests(
  server: Pick<SetupServer, 'events'>,
  path: Wanted,
): { count: () => number } {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (wanted(request, path)) n += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { count: () => n };
}

/** The refusal a call ends in; a call that succeeds fails the test instead. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as { code?: number; message: string },
  );
