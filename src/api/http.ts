import { t } from '../i18n/t';
import { registerStore } from '../state/reset';
import {
  DEFAULT_PAGE,
  IDEMPOTENCY_HEADER,
  SIGN_CODE_HEADER,
  type Endpoint,
  type EndpointDef,
  headerNames,
  type HeaderName,
  type HttpMethod,
} from './contract';
import { claimEarly } from './early';
import { ApiError, defaultMessage } from './errors';
import type { Checker, Shape } from './shape';
import { yieldToMain } from '../lib/yieldToMain';

/** Spec 9: API timeout 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Where requests go when neither VITE_API_BASE_URL nor a page origin exists (node: unit tests
 * and scripts). The mock world's handlers match any origin, so tests need no set-up.
 */
export const NODE_BASE_URL = 'http://api.test';

export type ApiConfig = {
  /** Prefix of every path, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
};

/**
 * The base URL is `import.meta.env.VITE_API_BASE_URL` (build time, README "Pointing the app at
 * a real API"); unset means the page's own origin; outside a page, NODE_BASE_URL.
 */
function defaultConfig(): ApiConfig {
  const fromEnv: unknown = import.meta.env.VITE_API_BASE_URL;
  const pageOrigin =
    typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.origin : '';
  const baseUrl = typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : pageOrigin;
  return {
    baseUrl: (baseUrl || NODE_BASE_URL).replace(/\/+$/, ''),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

let config: ApiConfig = defaultConfig();

/** Overrides the base URL or the timeout (tests, or an app that picks its API at run time). */
export function configureApi(patch: Partial<ApiConfig>): void {
  config = { ...config, ...patch, baseUrl: (patch.baseUrl ?? config.baseUrl).replace(/\/+$/, '') };
}

/** The configuration in use. */
export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

// Part of the global reset, so a test that shortens the timeout cannot leak into the next one.
registerStore(() => {
  config = defaultConfig();
});

/**
 * Why spec 8 ends a session: 6105/6106 ask to log in again, 6109/6121 explain in a dialog.
 * `token` is the one the failing request carried: only that session ends.
 */
export type SessionEnd = { code: number; message: string; ask: 'login' | 'dialog'; token: string };

/** A message for the player (spec 8: the server's text, 3000 ms). */
export type ClientMessage = { text: string; tone: 'neutral' | 'danger' };

/**
 * What the client needs from the app, handed over once at boot (app/wireClient.ts). The client
 * never imports a store: the app decides what a session end, maintenance or a message does.
 */
export type ClientHooks = {
  /** The spec 7 headers for the next request. */
  headers: () => Record<HeaderName, string>;
  /**
   * Which session a request is sent under (the token). A reply that comes back under another
   * session is dropped: it must neither end the new session nor show the old player's data.
   */
  session: () => string;
  /** Spec 8: codes 6105, 6106, 6109 and 6121 (except on the logout call). */
  onSessionEnd: (end: SessionEnd) => void;
  /** Spec 8: code 6102, reload the platform config. Not called for the config call itself. */
  onMaintenance: () => void;
  /** Spec 8: the server's message for a failure the caller does not handle itself. */
  onMessage: (message: ClientMessage) => void;
};

const idleHooks = (): ClientHooks => ({
  // Before boot wires the client: every header present and empty (contract.ts `headerNames`).
  headers: () =>
    Object.fromEntries(headerNames.map((name) => [name, ''])) as Record<HeaderName, string>,
  session: () => '',
  onSessionEnd: () => undefined,
  onMaintenance: () => undefined,
  onMessage: () => undefined,
});

let hooks: ClientHooks = idleHooks();

/** Hands the client what it needs from the app (boot, Storybook and the test set-up). */
export function wireClient(app: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...app };
}

/** The spec 7 headers the next request would carry (the socket's query is built from them). */
export function currentHeaders(): Record<HeaderName, string> {
  return hooks.headers();
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/**
 * The query string for `params`, '' when none is left. Spec 7: empty parameters (undefined,
 * null, '') are dropped. Arrays are sent comma-separated (CHOICE); keys are sorted so that the
 * same query always gives the same SWR key.
 */
export function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.append(name, text);
  }
  const out = search.toString();
  return out ? `?${out}` : '';
}

function withQuery(path: string, params: QueryParams | undefined): string {
  const query = queryString(params);
  if (!query) return path;
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

export type RequestOptions = {
  method?: HttpMethod;
  /**
   * The shape the `data` of a code 200 answer must fit (the endpoint's `reply`); one that does
   * not fit rejects with kind 'invalid'. Without it the call resolves with `unknown`.
   */
  reply?: Checker;
  params?: QueryParams;
  data?: unknown;
  /** Extra headers; they win over the spec 7 headers of the same name. */
  headers?: Record<string, string>;
  /**
   * The caller's own handling of a failure with a server message (spec 8 "unless the call
   * supplies its own failure handler"): called instead of the default toast. The promise still
   * rejects. Session codes and maintenance are handled as always.
   */
  onFailure?: (error: ApiError) => void;
  /**
   * The caller shows the failure itself, or nothing at all (a background refresh): no toast.
   * Session codes and maintenance are handled as always.
   */
  silent?: boolean;
  /**
   * This call ends the session itself (logout): spec 8's session codes reject without clearing
   * anything or showing anything.
   */
  endsSession?: boolean;
  /** The platform config call: a 6102 answer must not ask for the config again (a loop). */
  configCall?: boolean;
  /** Sent as the Idempotency-Key header; see `moneyAction`. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Overrides the 30 s timeout for this call. */
  timeoutMs?: number;
};

/** Spec 8: codes that end the session (except on the logout call itself). */
const SESSION_LOGIN_CODES = new Set([6105, 6106]);
const SESSION_DIALOG_CODES = new Set([6109, 6121]);
const MAINTENANCE_CODE = 6102;
const SUCCESS_CODE = 200;

type RawResponse = { ok: boolean; status: number; body: unknown };

function envelopeCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

function envelopeMessage(body: unknown): string {
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === 'string' ? msg : '';
}

/** Sends one request with the timeout and the caller's signal; classifies transport failures. */
async function send(
  path: string,
  method: HttpMethod,
  data: unknown,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<RawResponse> {
  // Each request starts in a task of its own. A screen's first render asks for all its data at once
  // (every hook's first fetch), and starting a dozen requests in one go held the main thread for
  // tens of milliseconds on a slow phone, taps waiting behind it.
  const pause = yieldToMain();
  if (pause) await pause;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  // Every request is a JSON envelope each way: the body (when there is one) goes as JSON, the
  // answer's text is parsed as JSON when it is JSON and kept as text otherwise (an HTML error
  // page from a proxy is then "not an envelope", not a crash).
  const json = data !== undefined && data !== null;
  const fetchOnce = () =>
    new Promise<Response>((resolve, reject) => {
      // Rejects at once on abort, even if the underlying fetch ignores the signal.
      const onAbort = () => reject(new DOMException('Request aborted', 'AbortError'));
      if (controller.signal.aborted) return onAbort();
      controller.signal.addEventListener('abort', onAbort, { once: true });
      const url = `${config.baseUrl}${path}`;
      // A response the early-data script already asked for, with these very headers.
      (
        (method === 'GET' && claimEarly(url, headers)) ||
        fetch(url, {
          method,
          headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
          body: json ? JSON.stringify(data) : undefined,
          signal: controller.signal,
          // A player's answers (balance, statement, messages) never enter the browser's HTTP
          // cache, where the next player on this device could read them back.
          ...(headers.Authorization ? { cache: 'no-store' as const } : {}),
        })
      ).then(resolve, reject);
    });

  const transportError = (failure: unknown): ApiError => {
    const kind = timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network';
    // Only a plain Error as cause, never a response or the request (its headers carry the token).
    const cause = failure instanceof Error ? failure : undefined;
    return new ApiError({ kind, message: defaultMessage(kind), path, cause });
  };

  try {
    const response = await fetchOnce();
    const text = await response.text();
    // An abort while the body was read must not pass for an (empty) answer.
    if (controller.signal.aborted) throw transportError(undefined);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which is not an envelope (request() says so).
    }
    return { ok: response.ok, status: response.status, body };
  } catch (failure) {
    if (failure instanceof ApiError) throw failure;
    throw transportError(failure);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

const isSessionCode = (code: number) =>
  SESSION_LOGIN_CODES.has(code) || SESSION_DIALOG_CODES.has(code);

/** Tells the player about a failure, unless the caller handles it (`onFailure`, `silent`). */
function report(error: ApiError, tone: ClientMessage['tone'], options: RequestOptions): void {
  if (options.onFailure) options.onFailure(error);
  else if (!options.silent) hooks.onMessage({ text: error.message, tone });
}

/**
 * Calls the API and resolves with the envelope's `data` (spec 8: code 200). Every failure
 * rejects with an `ApiError` after the player has been shown what spec 8 asks for:
 * - 6105, 6106 (login again) and 6109, 6121 (a dialog with the server message) end the session,
 *   whatever the HTTP status, except on the logout call, which ends it itself;
 * - 6102 reloads the platform config (maintenance);
 * - any other code shows the server message for 3000 ms (danger on an HTTP error status),
 *   unless the call handles it (`onFailure`, `silent`).
 * A reply that comes back after the session changed is dropped (kind 'stale', nothing shown).
 * A code 200 answer whose `data` does not fit `reply` is refused (kind 'invalid'), never handed
 * to a caller to break a render.
 * Timeouts, network failures, aborts and refused replies show nothing (the caller's status
 * union shows them) and reject with a pt-BR message. Bodies, headers and tokens are never logged.
 */
export function request<T>(path: string, options: RequestOptions & { reply: Shape<T> }): Promise<T>;
export function request(path: string, options?: RequestOptions): Promise<unknown>;
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const target = withQuery(path, options.params);
  const sentUnder = hooks.session();
  const headers: Record<string, string> = { ...hooks.headers(), ...options.headers };
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const response = await send(
    target,
    method,
    options.data,
    headers,
    options.signal,
    options.timeoutMs ?? config.timeoutMs,
  );
  if (hooks.session() !== sentUnder) {
    throw new ApiError({ kind: 'stale', message: defaultMessage('stale'), path: target });
  }
  const code = envelopeCode(response.body);
  if (code === SUCCESS_CODE && response.ok) {
    const data = (response.body as { data: unknown }).data;
    const mismatch = options.reply?.check(data);
    if (mismatch === undefined) return data;
    // Where the reply broke, never what it held (it may carry the player's data).
    if (import.meta.env.DEV) console.warn(`[api] ${path.split('?')[0]}: reply${mismatch}`);
    // No toast: the caller's error state shows it, and its retry asks again.
    throw new ApiError({ kind: 'invalid', message: defaultMessage('invalid'), path: target });
  }
  if (code === undefined) {
    throw new ApiError({
      kind: 'http',
      message: response.ok ? t('api.error.invalidResponse') : defaultMessage('http'),
      path: target,
      status: response.status,
    });
  }

  const kind = response.ok ? 'business' : 'http';
  const message =
    envelopeMessage(response.body) || defaultMessage(response.ok ? 'business' : 'http');
  const error = new ApiError({ kind, message, path: target, code, status: response.status });
  if (isSessionCode(code)) {
    if (!options.endsSession) {
      hooks.onSessionEnd({
        code,
        message,
        ask: SESSION_LOGIN_CODES.has(code) ? 'login' : 'dialog',
        token: sentUnder,
      });
    }
    throw error;
  }
  if (code === MAINTENANCE_CODE) {
    // The config call itself answering 6102 must not reload in a loop.
    if (!options.configCall) hooks.onMaintenance();
    throw error;
  }
  report(error, response.ok ? 'neutral' : 'danger', options);
  throw error;
}

/**
 * SWR fetcher: the SWR key is the request path (with its query, as built by `getter().key`).
 * SWR catches the rejection and keeps it as the hook's error, so nothing goes unhandled.
 */
export function swrFetcher<T>(key: string, reply: Shape<T>): Promise<T> {
  return request(key, { reply });
}

// ---------------------------------------------------------------------------------------------
// Endpoint helpers: the domain modules build one typed function per endpoint with these.

/** Options a caller may add to an endpoint call. */
export type CallOptions = Pick<
  RequestOptions,
  | 'headers'
  | 'onFailure'
  | 'silent'
  | 'idempotencyKey'
  | 'signal'
  | 'timeoutMs'
  | 'endsSession'
  | 'configCall'
>;

/**
 * Fills the `{name}` segments of an endpoint's path from `args` and returns the other args
 * (the query). A missing or empty path value is a programming error and throws.
 */
export function fillPath(
  pattern: string,
  args: Record<string, unknown> = {},
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...args };
  const path = pattern.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${pattern}`);
    }
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

/** Spec 9 page defaults for a paged endpoint, overridden by any value the caller sets. */
function withPageDefaults(
  endpoint: EndpointDef,
  query: Record<string, unknown>,
): Record<string, unknown> {
  if (!endpoint.paged) return query;
  const out: Record<string, unknown> = {
    pageNum: DEFAULT_PAGE.pageNum,
    pageSize: endpoint.pageSize ?? DEFAULT_PAGE.pageSize,
  };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) out[name] = value;
  return out;
}

/** The request path (and SWR key) of a GET endpoint for these arguments. */
export function endpointKey(endpoint: EndpointDef, args?: object): string {
  const { path, rest } = fillPath(endpoint.path, args as Record<string, unknown> | undefined);
  return withQuery(path, withPageDefaults(endpoint, rest) as QueryParams);
}

/** A typed GET call with its SWR key: `getX(args)` fetches, `getX.key(args)` is the key. */
export type GetCall<A, R> = {
  (args: A, options?: CallOptions): Promise<R>;
  key: (args: A) => string;
  endpoint: EndpointDef;
};

/** A GET call built by `getter`: its endpoint carries the reply shape (the paged hooks use it). */
export type EndpointCall<A, R> = GetCall<A, R> & { endpoint: Endpoint<R> };

/**
 * Builds the typed GET function of an endpoint; path values and query come from `args`.
 * `defaults` are options every call of it carries (a caller's options win). R is the type of
 * the endpoint's reply shape: a call typed otherwise than its shape fails the type check.
 */
export function getter<R, A extends object | void = void>(
  endpoint: Endpoint<R>,
  defaults?: CallOptions,
): EndpointCall<A, R> {
  const key = (args: A) => endpointKey(endpoint, args ?? undefined);
  const call = (args: A, options?: CallOptions) =>
    request(key(args), { ...defaults, ...options, method: 'GET', reply: endpoint.reply });
  return Object.assign(call, { key, endpoint });
}

/**
 * Calls a non-GET endpoint: `pathArgs` fill the path, `data` is the body, `params` the query.
 * Resolves with a reply that fits the endpoint's shape (R is its type).
 */
export function callEndpoint<R>(
  endpoint: Endpoint<R>,
  {
    pathArgs,
    data,
    params,
    ...options
  }: CallOptions & {
    pathArgs?: Record<string, unknown>;
    data?: unknown;
    params?: QueryParams;
  } = {},
): Promise<R> {
  const { path } = fillPath(endpoint.path, pathArgs);
  // A money action (spec: deposit, withdraw, exchange, claims) sent outside `moneyAction` would
  // have no in-flight guard and no idempotency key: refuse it, so a double send cannot ship.
  // Likewise an auth body (spec 7) must travel sealed (auth.ts), never in the clear.
  const unsealed = endpoint.encrypted && !options.headers?.[SIGN_CODE_HEADER];
  if ((endpoint.money && !options.idempotencyKey) || unsealed) {
    return Promise.reject(
      new ApiError({ kind: 'client', message: defaultMessage('client'), path }),
    );
  }
  return request(path, {
    ...options,
    method: endpoint.method,
    reply: endpoint.reply,
    data,
    params: endpoint.paged ? (withPageDefaults(endpoint, params ?? {}) as QueryParams) : params,
  });
}

/** Builds the typed function of a body-carrying endpoint without path values. */
export function sender<B, R>(
  endpoint: Endpoint<R>,
): (body: B, options?: CallOptions) => Promise<R> {
  return (body, options) => callEndpoint<R>(endpoint, { ...options, data: body });
}
