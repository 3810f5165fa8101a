import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { WebSocketServer, type WebSocket } from 'ws';
import { headerNames, IDEMPOTENCY_HEADER, SIGN_CODE_HEADER } from '../src/api/contract';
import type { SocketMessage } from '../src/live/socketMessages';
import { demoPageAnswer } from './demoProvider/serve';
import { worldHandlers } from './handlers';
import { rasterize } from './pictures';
import { applyScenario, fireLiveScenario, isScenarioName, scenarioNames } from './scenarios';
import { pushCalls, pushSubscriptions, resetPushSubscriptions } from './world/webPush';
import { attachSession, isLiveScenario, replyTo, SOCKET_PATH, socketUrlFor } from './socketLink';
import { socketBus, type SocketTarget } from './world/socketBus';
import { LATENCY_RANGES } from './world/latency';
import { resetWorld, setLatency, world, type LatencyMode } from './world/world';
import { setWorldTime } from './world/worldClock';
import { FIXED_NOW } from './data/clock';

/**
 * `npm run mock-api`: the mock world as a real HTTP + WebSocket server, so the production build
 * (built with VITE_API_BASE_URL pointing here) runs end to end against the same handlers as
 * Storybook and the unit tests. msw is not intercepting anything here: each Node request becomes
 * a Fetch `Request` that msw's `getResponse` runs through the handlers.
 *
 * - HTTP: every path the handlers know, with CORS for any origin (the preview runs on another
 *   port), OPTIONS preflights answered 204.
 * - Socket: `ws://<host>:<port>/ws` (SOCKET_PATH); messages the backend publishes on `socketBus`
 *   reach the sockets whose `token` query they are for (or all).
 * - Control (not part of the casino API, answered as plain JSON):
 *   - `GET /__mock/scenarios`: every scenario name and the ones applied since the last reset;
 *   - `POST /__mock/scenario/{name}`: applies a scenario (mocks/scenarios.ts) on top of the
 *     current world, sessions included, so a logged-in preview keeps its login; they stack;
 *   - `POST /__mock/reset`: the seed world again, no scenario (open sessions end), and the
 *     latency the server started with;
 *   - `POST /__mock/live/{socket-1012|socket-1016|maintenance-live}`: pushes that live
 *     scenario's socket message now instead of after the next logged-in call;
 *   - `POST /__mock/latency/{off|realistic|slow}`;
 *   - `POST /__mock/socket` with `{ "target": "all" | { "token": "…" }, "message": {…} }`:
 *     publishes any socket message (e.g. a 2001 balance update) on the bus;
 *   - `GET /__mock/img/{n}.png`: a picture (JSON answers carry picture URLs, see PictureHost).
 *   - `GET /__mock/webPush`: the push subscriptions the operator holds and every subscribe and
 *     unsubscribe call since the last reset (mocks/world/webPush.ts).
 * - The demo game (mocks/world/demoGame.ts): its page at `/demo-provider/game/` (the files of
 *   mocks/demoProvider/game/) and its API at `/demo-provider/api/` (handlers like any other).
 *   The launch URL "enter game" answers is made absolute on this server's origin
 *   (`absoluteGameUrls`): the preview serving the app does not serve the game's page.
 * - The demo live chat: its page at `/demo-provider/chat/` (mocks/demoProvider/chat/). The
 *   business config names it as the customer service, already absolute on this server's origin:
 *   its handler resolves the page against the request's URL, which is built on this origin.
 */

export type MockApiOptions = {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Default 127.0.0.1: the mock API is never exposed beyond this machine. */
  host?: string;
  /** World latency while the server runs (default 'realistic'). */
  latency?: LatencyMode;
  /** Called with one line per request (method, path, status, time); silent by default. */
  log?: (line: string) => void;
  /** Called for a request no handler answers (404); default: a console warning. */
  onUnhandled?: (method: string, path: string) => void;
  /**
   * 'world' (the default): the server's clock reads the seed's instant, FIXED_NOW, from every
   * reset on (world/worldClock.ts); 'real': the machine's clock.
   */
  clock?: 'world' | 'real';
};

export type MockApi = {
  /** http://host:port, the value for VITE_API_BASE_URL. */
  origin: string;
  /** ws://host:port/ws */
  socketUrl: string;
  port: number;
  /** Closes every socket and connection, then the server. */
  close(): Promise<void>;
};

const LATENCY_MODES = ['off', ...Object.keys(LATENCY_RANGES)];

/** Request headers the app sends (contract.ts): a preflight must allow every one of them. */
const ALLOWED_HEADERS = [
  ...headerNames,
  IDEMPOTENCY_HEADER,
  SIGN_CODE_HEADER,
  'Content-Type',
  'Accept',
].join(', ');

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    // Echoed rather than '*', so a client sending credentials would work too.
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    // A day, so a preflight is asked once per URL and not again on every visit (Chromium caps it at
    // 2 h, Firefox at 24 h). It cannot help a first visit: the preflight cache is per URL, so each
    // first call still waits one round trip; only the same-origin set-up (README "Deploying")
    // removes them.
    'Access-Control-Max-Age': '86400',
    // The app sets its clock by the server's (src/lib/clock.ts): `Date` is not a header a page
    // may read across origins unless exposed, and it must read the world's clock, which Node's own
    // Date header does not (it keeps the machine's).
    'Access-Control-Expose-Headers': 'Date',
    Date: new Date().toUTCString(),
    Vary: 'Origin',
  };
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The Fetch Request msw's handlers expect, built from a Node request. */
function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/**
 * Pictures as a real operator serves them. The seed world draws its pictures as inline
 * `data:image/svg+xml` URIs (Storybook and unit tests never touch the network), but a real API
 * answers with picture URLs on an image host that sends raster images. Served over HTTP, inline
 * pictures would turn the home calls into hundreds of kilobytes of JSON and SVG documents the
 * browser parses one by one, so any load measurement (Lighthouse, e2e) would measure the mock.
 * This server swaps each inline picture in a JSON answer for a URL under /__mock/img/ on
 * itself (the app's image-proxy query is ignored there) and serves a PNG stand-in (pictures.ts).
 */
class PictureHost {
  private readonly byId = new Map<string, string>();
  private readonly idBySvg = new Map<string, string>();
  private readonly svgById = new Map<string, string>();
  private readonly png = new Map<string, Buffer>();

  /** Rewrites the inline SVG pictures of a JSON text into URLs on `origin`. */
  rewrite(json: string, origin: string): string {
    return json.replace(/"data:image\/svg\+xml;utf8,([^"]*)"/g, (_match, encoded: string) => {
      let id = this.idBySvg.get(encoded);
      if (id === undefined) {
        id = String(this.byId.size + 1);
        this.byId.set(id, decodeURIComponent(encoded));
        this.idBySvg.set(encoded, id);
        this.svgById.set(id, encoded);
      }
      return JSON.stringify(`${origin}/__mock/img/${id}.png`);
    });
  }

  /**
   * The way back, for a JSON request body: a picture URL this host handed out becomes the
   * inline picture the world knows again, so a picture the app sends back (the avatar chosen
   * from userAvatar, updateMember) is the one the world offered.
   */
  restore(json: string, origin: string): string {
    const prefix = `${origin}/__mock/img/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return json.replace(new RegExp(`"${prefix}(\\d+)\\.png(?:\\?[^"]*)?"`, 'g'), (match, id) => {
      const encoded = this.svgById.get(id as string);
      return encoded === undefined ? match : `"data:image/svg+xml;utf8,${encoded}"`;
    });
  }

  /** The PNG of a picture id (made on first request), if it was handed out. */
  picture(id: string): Buffer | undefined {
    const svg = this.byId.get(id);
    if (svg === undefined) return undefined;
    let png = this.png.get(id);
    if (!png) {
      png = rasterize(svg);
      this.png.set(id, png);
    }
    return png;
  }
}

/**
 * The demo game's launch URL, a path in the world's answer, made absolute on this server: the
 * app runs on another origin (the preview of the production build), which knows nothing of the
 * game's page. The frame then loads the page from here, and the page's calls stay on here.
 */
function absoluteGameUrls(json: string, origin: string): string {
  return json.replace(
    /"gameUrl":"\/demo-provider\/game\//g,
    `"gameUrl":"${origin}/demo-provider/game/`,
  );
}

/** The demo provider's page files (game, chat); true when the request was for one of them. */
function serveDemoPage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  cors: Record<string, string>,
): boolean {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const found = demoPageAnswer(url.pathname, url.search);
  if (!found) return false;
  if (found.kind === 'redirect') {
    response.writeHead(308, { ...cors, Location: found.location });
    response.end();
  } else if (found.kind === 'missing') {
    sendJson(response, 404, { error: 'no such file of the demo provider' }, cors);
  } else {
    response.writeHead(200, {
      ...cors,
      'Content-Type': found.contentType,
      'Content-Length': String(found.body.length),
      // Edited in place while the server runs: always asked again.
      'Cache-Control': 'no-cache',
    });
    response.end(method === 'HEAD' ? undefined : found.body);
  }
  return true;
}

async function writeFetchResponse(
  response: ServerResponse,
  fetchResponse: Response,
  cors: Record<string, string>,
  pictures: PictureHost,
  origin: string,
  authenticated: boolean,
): Promise<void> {
  const headers: Record<string, string> = {};
  fetchResponse.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body = Buffer.from(await fetchResponse.arrayBuffer());
  if ((headers['content-type'] ?? '').includes('application/json')) {
    body = Buffer.from(
      absoluteGameUrls(pictures.rewrite(body.toString('utf8'), origin), origin),
      'utf8',
    );
    headers['content-length'] = String(body.length);
  }
  // A player's answer must never be kept by the browser or a proxy (the next player on the
  // device could read it back): what an operator's API must send too (README "Deploying").
  if (authenticated) headers['cache-control'] = 'no-store';
  response.writeHead(fetchResponse.status, { ...headers, ...cors });
  response.end(body);
}

function isSocketTarget(value: unknown): value is SocketTarget {
  return (
    value === 'all' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { token?: unknown }).token === 'string')
  );
}

/** Starts the mock API; resolves once it listens. */
export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log;
  const onUnhandled =
    options.onUnhandled ??
    ((method: string, path: string) => console.warn(`[mock-api] no handler for ${method} ${path}`));
  /** Handlers of the applied scenarios, newest first (they keep them in force, scenarios.ts). */
  let overrides: RequestHandler[] = [];
  const pictures = new PictureHost();

  setLatency(options.latency ?? 'realistic');
  const worldClock = (options.clock ?? 'world') === 'world';
  if (worldClock) setWorldTime(FIXED_NOW);

  /** The control endpoints under /__mock/; true when the request was one of them. */
  async function control(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    cors: Record<string, string>,
  ): Promise<boolean> {
    if (!url.pathname.startsWith('/__mock/')) return false;
    const route = url.pathname.slice('/__mock/'.length);
    const method = request.method ?? 'GET';
    const [action, argument] = route.split('/').map(decodeURIComponent);

    if (method === 'GET' && action === 'img') {
      const png = pictures.picture((argument ?? '').replace(/\.png$/, ''));
      if (png === undefined) {
        sendJson(response, 404, { error: 'unknown picture' }, cors);
      } else {
        response.writeHead(200, {
          ...cors,
          'Content-Type': 'image/png',
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
        response.end(png);
      }
      return true;
    }

    if (method === 'GET' && action === 'scenarios') {
      sendJson(response, 200, { scenarios: scenarioNames, applied: world.scenario.applied }, cors);
    } else if (method === 'GET' && action === 'webPush') {
      sendJson(
        response,
        200,
        { subscriptions: [...pushSubscriptions.values()], calls: pushCalls },
        cors,
      );
    } else if (method === 'GET' && action === 'clock') {
      sendJson(response, 200, { now: Date.now(), clock: worldClock ? 'world' : 'real' }, cors);
    } else if (method === 'POST' && action === 'reset') {
      overrides = [];
      if (worldClock) setWorldTime(FIXED_NOW);
      resetWorld();
      // A journey that turned latency off for itself leaves the next one the realistic world.
      setLatency(options.latency ?? 'realistic');
      resetPushSubscriptions();
      sendJson(response, 200, { applied: world.scenario.applied }, cors);
    } else if (method === 'POST' && action === 'scenario' && argument) {
      if (!isScenarioName(argument)) {
        sendJson(response, 404, { error: `unknown scenario "${argument}"` }, cors);
        return true;
      }
      overrides = [...applyScenario(argument), ...overrides];
      sendJson(response, 200, { applied: world.scenario.applied }, cors);
    } else if (method === 'POST' && action === 'live' && argument) {
      if (!isLiveScenario(argument)) {
        sendJson(response, 404, { error: `no live scenario "${argument}"` }, cors);
        return true;
      }
      fireLiveScenario(argument);
      sendJson(response, 200, { fired: argument }, cors);
    } else if (method === 'POST' && action === 'latency' && argument) {
      if (!LATENCY_MODES.includes(argument)) {
        sendJson(response, 404, { error: `unknown latency "${argument}"` }, cors);
        return true;
      }
      setLatency(argument as LatencyMode);
      sendJson(response, 200, { latency: argument }, cors);
    } else if (method === 'POST' && action === 'socket') {
      let body: unknown = null;
      try {
        body = JSON.parse((await readBody(request)).toString('utf8'));
      } catch {
        // Answered below as a bad request.
      }
      const { target = 'all', message } = (body ?? {}) as { target?: unknown; message?: unknown };
      if (!isSocketTarget(target) || typeof message !== 'object' || message === null) {
        sendJson(response, 400, { error: 'expected { target?, message }' }, cors);
        return true;
      }
      socketBus.publish(target, message as SocketMessage);
      sendJson(response, 200, { published: true }, cors);
    } else {
      sendJson(response, 404, { error: `unknown control route ${method} ${url.pathname}` }, cors);
    }
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse, origin: string) {
    const started = performance.now();
    const cors = corsHeaders(request);
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    try {
      if (method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
      } else if (
        !serveDemoPage(request, response, url, cors) &&
        !(await control(request, response, url, cors))
      ) {
        let body = await readBody(request);
        if ((request.headers['content-type'] ?? '').includes('application/json')) {
          body = Buffer.from(pictures.restore(body.toString('utf8'), origin), 'utf8');
        }
        const fetchRequest = toFetchRequest(request, body, origin);
        const answer = await getResponse(
          [...overrides, ...worldHandlers.candidates(fetchRequest)],
          fetchRequest,
        );
        if (answer?.type === 'error') {
          // msw's network error ('offline' scenario): the connection drops without an answer.
          request.socket.destroy();
        } else if (answer) {
          const authenticated = (request.headers.authorization ?? '') !== '';
          await writeFetchResponse(response, answer, cors, pictures, origin, authenticated);
        } else {
          onUnhandled(method, url.pathname);
          sendJson(response, 404, { code: 404, data: null, msg: 'Not Found' }, cors);
        }
      }
    } catch (error) {
      console.error(`[mock-api] ${method} ${url.pathname} failed`, error);
      if (!response.headersSent) {
        sendJson(response, 500, { code: 500, data: null, msg: 'Mock API error' }, cors);
      } else {
        response.end();
      }
    }
    log?.(
      `${method} ${url.pathname} ${response.statusCode} ${Math.round(performance.now() - started)} ms`,
    );
  }

  let origin = '';
  const server = createServer((request, response) => void handle(request, response, origin));
  const sockets = new WebSocketServer({ server, path: SOCKET_PATH });
  sockets.on('connection', (socket: WebSocket, request) => {
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
    const detach = attachSession(token, (frame) => socket.send(frame));
    socket.on('message', (data, isBinary) => {
      const reply = isBinary ? null : replyTo(String(data));
      if (reply) socket.send(reply);
    });
    // Never the query itself: it carries the session token.
    log?.(`WS ${SOCKET_PATH} open (${token ? 'session' : 'visitor'})`);
    socket.on('close', (code) => {
      detach();
      log?.(`WS ${SOCKET_PATH} closed ${code}`);
    });
    socket.on('error', detach);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  let closing: Promise<void> | null = null;
  async function close(): Promise<void> {
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  return {
    origin,
    socketUrl: socketUrlFor(origin),
    port,
    close: () => (closing ??= close()),
  };
}
