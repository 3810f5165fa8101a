import { WebSocket, WebSocketServer } from 'ws';
import type {
  OnlineSource,
  TimerFunctions,
  VisibilitySource,
  WebSocketConstructor,
} from '../socket';

/*
 * Test-only helpers for socket.test.ts: a real WebSocket server on 127.0.0.1, a client
 * implementation from `ws`, hand-driven timers, page visibility and network state. Nothing in the
 * app imports this file.
 */

/** Values pushed over time; `next()` waits for the next one (pushed after the call) that matches. */
export function createEvents<T>() {
  const seen: T[] = [];
  let waiters: { match: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  return {
    seen,
    push(value: T) {
      seen.push(value);
      const ready = waiters.filter((waiter) => waiter.match(value));
      waiters = waiters.filter((waiter) => !ready.includes(waiter));
      for (const waiter of ready) waiter.resolve(value);
    },
    next(match: (value: T) => boolean = () => true): Promise<T> {
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

/**
 * msw/node (vitest.setup.ts) intercepts node's http module, so the `ws` client's upgrade request
 * would be an unhandled request and fail. msw lets a request through untouched when its Accept
 * header holds `msw/passthrough` (what msw's own `bypass()` adds), so this client connects for
 * real. Browsers cannot set headers on a WebSocket; this is for node tests only.
 */
export class PassthroughWebSocket extends WebSocket {
  constructor(url: string) {
    super(url, { headers: { accept: 'msw/passthrough' } });
  }
}

/**
 * A client implementation that records every socket it creates and how many earlier sockets
 * had not fired their close event yet when each new one was created (must stay 0).
 */
export function trackSockets() {
  const created: WebSocket[] = [];
  let maxAliveAtCreation = 0;
  class TrackedWebSocket extends PassthroughWebSocket {
    constructor(url: string) {
      const alive = created.filter((socket) => socket.readyState !== WebSocket.CLOSED).length;
      maxAliveAtCreation = Math.max(maxAliveAtCreation, alive);
      super(url);
      created.push(this);
    }
  }
  const Impl: WebSocketConstructor = TrackedWebSocket;
  return { Impl, created, maxAliveAtCreation: () => maxAliveAtCreation };
}

/** Timers that only run when the test fires them; the sockets themselves stay real. */
export function createManualTimers() {
  let nextId = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers: TimerFunctions = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { callback, ms });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** Delays of the timers still pending, in creation order. */
    delays: () => [...pending.values()].map((timer) => timer.ms),
    /** Runs the one pending timer with this delay. */
    fire(ms: number) {
      const matching = [...pending].filter(([, timer]) => timer.ms === ms);
      if (matching.length !== 1) {
        throw new Error(`expected one pending ${ms} ms timer, found ${matching.length}`);
      }
      const [id, timer] = matching[0]!;
      pending.delete(id);
      timer.callback();
    },
  };
}

/** A flag the test switches by hand; `set` tells its subscribers, as the browser's events do. */
function createFakeFlag(initially: boolean) {
  let value = initially;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(next: boolean) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}

/** Page visibility the test switches by hand. */
export function createFakeVisibility(initiallyVisible = true) {
  const { read, subscribe, set, listenerCount } = createFakeFlag(initiallyVisible);
  const source: VisibilitySource = { isVisible: read, subscribe };
  return { source, set, listenerCount };
}

/** Network state the test switches by hand; `set` notifies like the window's online/offline. */
export function createFakeOnline(initiallyOnline = true) {
  const { read, subscribe, set, listenerCount } = createFakeFlag(initiallyOnline);
  const source: OnlineSource = { isOnline: read, subscribe };
  return { source, set, listenerCount };
}

export type ServerConnection = {
  /** The server's end of the connection. */
  socket: WebSocket;
  query: URLSearchParams;
  messages: ReturnType<typeof createEvents<string>>;
  /** Resolves with the close code once the server's end has closed. */
  closed: Promise<number>;
};

/**
 * A real `ws` server on 127.0.0.1 (port 0). `maxOpen()` is the most connections seen OPEN at the
 * moment a new one was accepted (that one included): it proves the client never holds two.
 */
export async function startTestServer() {
  let refusing = false;
  let attempts = 0;
  let maxOpen = 0;
  const connections: ServerConnection[] = [];
  const accepted = createEvents<ServerConnection>();
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => {
      attempts += 1;
      if (refusing) done(false, 503);
      else done(true);
    },
  });
  wss.on('connection', (socket, request) => {
    const open = [...wss.clients].filter((client) => client.readyState === WebSocket.OPEN);
    maxOpen = Math.max(maxOpen, open.length);
    const messages = createEvents<string>();
    socket.on('message', (data) => messages.push(String(data)));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    const connection: ServerConnection = {
      socket,
      query: new URL(request.url ?? '/', 'http://127.0.0.1').searchParams,
      messages,
      closed,
    };
    connections.push(connection);
    accepted.push(connection);
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/live`,
    connections,
    attempts: () => attempts,
    maxOpen: () => maxOpen,
    /** While true, upgrade requests are answered 503 (a failed connection attempt). */
    refuse(on: boolean) {
      refusing = on;
    },
    nextConnection: () => accepted.next(),
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
