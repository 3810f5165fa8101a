import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { indexHandlers } from './handlerIndex';
import { handlers } from './handlers';

/** A request msw would match against `path` (`*` an origin, `:name` a value). */
function requestFor(method: string, path: string, origin = 'http://127.0.0.1:8787'): Request {
  const url = origin + path.slice(1).replace(/:[A-Za-z]+/g, '42') + '?page=1';
  return new Request(url, { method, body: method === 'GET' ? undefined : '{}' });
}

/** The handlers msw itself finds matching, in list order (their predicates, no resolver run). */
async function mswMatches(list: readonly RequestHandler[], request: Request) {
  const matching: RequestHandler[] = [];
  for (const handler of list) {
    if (await handler.test({ request: request.clone() })) matching.push(handler);
  }
  return matching;
}

describe('the handler index', () => {
  const index = indexHandlers(handlers);

  // One test per handler: all of them in one test ran past vitest's 5 s on a busy machine (9.9 s
  // in a CI beside a flake hunt), the work being every handler against every other, twice.
  const endpoints = handlers.map((handler) => {
    const { method, path } = handler.info as unknown as { method: string; path: string };
    return { name: `${method} ${path}`, handler, method, path };
  });

  it.each(endpoints)(
    'keeps for $name each handler msw would match, in order',
    async ({ handler, method, path }) => {
      for (const origin of ['http://127.0.0.1:8787', 'https://api.example.com/prefix']) {
        const request = requestFor(method, path, origin);
        const candidates = index.candidates(request);
        const expected = await mswMatches(handlers, request);
        expect(expected).toContain(handler);
        // Every handler msw matches is a candidate, in the same relative order.
        expect(candidates.filter((candidate) => expected.includes(candidate))).toEqual(expected);
      }
    },
  );

  it('offers no world handler for a path or method the world does not serve', () => {
    expect(index.candidates(new Request('http://x/api/nothing/v1/here'))).toEqual([]);
    const get = handlers.find(
      (handler) => (handler.info as unknown as { method: string }).method === 'GET',
    );
    const { path } = get!.info as unknown as { path: string };
    expect(index.candidates(requestFor('DELETE', path))).not.toContain(get);
  });

  it('offers by method alone what it cannot index by path: a RegExp, a path without *', () => {
    const regexp = http.get(/\/anything$/, () => HttpResponse.json({}));
    const any = http.all('*/api/x/v1/y', () => HttpResponse.json({}));
    const relative = http.get('/api/x/v1/z', () => HttpResponse.json({}));
    const mixed = indexHandlers([regexp, any, relative]);
    expect(mixed.candidates(new Request('http://x/api/x/v1/y'))).toEqual([regexp, any, relative]);
    expect(mixed.candidates(new Request('http://x/api/x/v1/y', { method: 'POST' }))).toEqual([any]);
  });

  it('answers through its one handler as the list would', async () => {
    const first = http.get('*/api/a/v1/:id', ({ params }) => HttpResponse.json({ id: params.id }));
    const second = http.get('*/api/a/v1/list', () => HttpResponse.json({ list: true }));
    const { handler } = indexHandlers([first, second]);
    const result = await handler.run({
      request: new Request('http://x/api/a/v1/list'),
      requestId: 'test',
    });
    // msw's own order: the `:id` handler comes first and matches `list` too.
    expect(await result?.response?.json()).toEqual({ id: 'list' });
  });
});
