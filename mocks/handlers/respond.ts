import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { EndpointDef, Envelope } from '../../src/api/contract';

/**
 * The msw route of an endpoint: its path pattern with `{name}` as `:name`, on any origin, so
 * the same handler answers the browser worker (same origin), a VITE_API_BASE_URL host and
 * msw/node (http://api.test).
 */
export function route(endpoint: EndpointDef): string {
  return `*${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** A handler for an endpoint, on its method and route. */
export function on(endpoint: EndpointDef, resolver: HttpResponseResolver) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](route(endpoint), resolver);
}

/** A success envelope (spec 8: code 200). */
export function ok<T>(data: T) {
  return HttpResponse.json<Envelope<T>>({ code: 200, data, msg: 'success' });
}

/** A business failure envelope; `status` other than 200 makes it an HTTP error with a code. */
export function fail(code: number, msg: string, status = 200) {
  return HttpResponse.json<Envelope<null>>({ code, data: null, msg }, { status });
}

/** Spec 7 paged lists: the requested page of `items`. */
export function page<T>(items: readonly T[], url: URL, defaultSize = 10) {
  const pageNum = Math.max(1, Number(url.searchParams.get('pageNum') ?? 1) || 1);
  const pageSize = Math.max(1, Number(url.searchParams.get('pageSize') ?? defaultSize) || 1);
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, pageNum, pageSize };
}
