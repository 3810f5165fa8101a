import type { AppTypeCode } from '../api/contract';
import { SOCKET_PING_FRAME, SocketMessageType, parseSocketMessage } from './socketMessages';
import type { SocketMessage } from './socketMessages';

/**
 * The live socket client (spec 4, 7, 9): one connection per logged-in session that carries
 * balance updates, maintenance changes and the red-packet signal. Framework-free: it talks to the
 * rest of the app only through the callbacks in its options, and everything it touches in the
 * environment (WebSocket, page visibility, timers) can be injected.
 *
 * Rules:
 * - Heartbeat: `{"type":"ping"}` every 20 s while open (spec 4/9; frame format in
 *   socketMessages.ts).
 * - An unclean close (any close code other than 1000 that we did not ask for, including a
 *   connection that never opened) starts a reconnect series: up to 5 attempts, 3 s apart
 *   (spec 4/9). A successful open ends the series. Attempts are only made while the page is
 *   visible; an attempt that falls due while the page is hidden waits and is made as soon as
 *   the page becomes visible.
 * - When all 5 attempts have failed the client stops ('exhausted'); the page becoming visible
 *   again (a tab switch back, unlocking the phone) starts a fresh series. CHOICE: spec 4 only
 *   says "up to 5 attempts"; a player returning to the page should not be left without live
 *   updates until the next login.
 * - Every open that comes from a reconnect calls `onReconnected`: messages sent while the
 *   socket was down are lost, so the app re-fetches the wallet over HTTP.
 * - A clean close by the server (code 1000) is not retried (spec 4: only unclean closes are).
 * - `close()` (logout) and message 1012 close cleanly and never reconnect (spec 4).
 * - Message 1016 calls `onShake(6000)`: the red packet shakes for 6 s (spec 4/9).
 * - Never two sockets: `connect()` is a no-op while a connection is being made, is open, or a
 *   reconnect series is running; a new socket is only created once the previous one has fired
 *   its close event; events of a replaced socket are ignored.
 * - The query (it holds the token) is never logged, and errors that could quote the URL are not
 *   rethrown.
 */

/** Spec 9: heartbeat interval. */
export const SOCKET_HEARTBEAT_MS = 20_000;
/** Spec 9: delay before each reconnect attempt. */
export const SOCKET_RETRY_DELAY_MS = 3_000;
/** Spec 9: reconnect attempts after an unclean close. */
export const SOCKET_MAX_RETRIES = 5;
/** Spec 4/9: how long the red packet shakes after message 1016. */
export const RED_PACKET_SHAKE_MS = 6_000;

/** Spec 7: the connection query. Empty values are left out of the URL. */
export type LiveSocketQuery = {
  appType: AppTypeCode;
  token: string;
  deviceId: string;
  deviceType: 'H5' | 'PC';
  deviceName: string;
  pwaShortCode?: string;
};

/**
 * - idle: never connected.
 * - connecting: a socket is being opened (first connection or a reconnect attempt), or
 *   `connect()` is waiting for the socket closed by `close()` to finish closing.
 * - open: connected, heartbeat running.
 * - retrying: waiting the 3 s before the next reconnect attempt.
 * - paused: a reconnect attempt is due but the page is hidden; made when it becomes visible.
 * - exhausted: all reconnect attempts failed; the page becoming visible starts a fresh series.
 * - closed: closed by `close()`, by message 1012 or cleanly by the server; only `connect()`
 *   starts again.
 */
export type LiveSocketStatus =
  'idle' | 'connecting' | 'open' | 'retrying' | 'paused' | 'exhausted' | 'closed';

/** The part of the WebSocket interface the client uses (browser WebSocket and `ws` both fit). */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
};

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Where the client learns whether the page is visible. */
export type VisibilitySource = {
  isVisible(): boolean;
  /** Calls `onChange` whenever visibility may have changed; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
};

export type TimerFunctions = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type LiveSocketOptions = {
  /** ws:// or wss:// address of the socket endpoint; the query is appended to it. */
  url: string;
  /** Read before every connection attempt, so a reconnect carries the current token. */
  getQuery(): LiveSocketQuery;
  /** Every well-formed message, 1012 and 1016 included. */
  onMessage(message: SocketMessage): void;
  onStatus?(status: LiveSocketStatus): void;
  /** After every successful reconnect: re-fetch what may have changed while disconnected. */
  onReconnected?(): void;
  /** Message 1016: start the red-packet shake for `durationMs` (6000). */
  onShake?(durationMs: number): void;
  /** Defaults to `globalThis.WebSocket`. */
  WebSocketImpl?: WebSocketConstructor;
  /** Defaults to `document.visibilityState` and `visibilitychange`. */
  visibility?: VisibilitySource;
  /** Defaults to the global `setTimeout`/`clearTimeout`. */
  timers?: TimerFunctions;
};

export type LiveSocket = {
  /** Opens the connection; a no-op while connecting, open or reconnecting. */
  connect(): void;
  /** Closes cleanly (code 1000), never reconnects, clears every timer (logout). */
  close(): void;
  getStatus(): LiveSocketStatus;
};

const OPEN = 1;
const NORMAL_CLOSURE = 1000;

function documentVisibility(): VisibilitySource {
  if (typeof document === 'undefined') {
    return { isVisible: () => true, subscribe: () => () => {} };
  }
  return {
    isVisible: () => document.visibilityState === 'visible',
    subscribe(onChange) {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
  };
}

function globalWebSocket(): WebSocketConstructor {
  const Impl = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!Impl) throw new Error('createLiveSocket: no WebSocket implementation available');
  return Impl;
}

const globalTimers: TimerFunctions = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Spec 7 query on top of the base address; empty values are dropped. */
export function buildSocketUrl(base: string, query: LiveSocketQuery): string {
  const url = new URL(base);
  const entries: [string, string | number | undefined][] = [
    ['appType', query.appType],
    ['token', query.token],
    ['deviceId', query.deviceId],
    ['deviceType', query.deviceType],
    ['deviceName', query.deviceName],
    ['pwaShortCode', query.pwaShortCode],
  ];
  for (const [name, value] of entries) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** A consumer callback that throws must not leave the client half-way through a transition. */
function call<A extends unknown[]>(callback: ((...args: A) => void) | undefined, ...args: A) {
  if (!callback) return;
  try {
    callback(...args);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** Creates the client; nothing happens until `connect()`. See the module comment for the rules. */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const Impl = options.WebSocketImpl ?? globalWebSocket();
  const visibility = options.visibility ?? documentVisibility();
  const timers = options.timers ?? globalTimers;

  let status: LiveSocketStatus = 'idle';
  /** The socket whose events drive the client; events of any other socket are ignored. */
  let current: WebSocketLike | null = null;
  /** A socket we closed that has not fired its close event yet. */
  let retiring: WebSocketLike | null = null;
  /** `connect()` came while `retiring` was still closing: connect once it has closed. */
  let connectWhenRetired = false;
  /** Reconnect attempts made in the running series. */
  let attempts = 0;
  let retryTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  let unsubscribeVisibility: (() => void) | null = null;

  function setStatus(next: LiveSocketStatus) {
    if (status === next) return;
    status = next;
    call(options.onStatus, next);
  }

  function clearRetry() {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  function clearHeartbeat() {
    if (heartbeatTimer !== null) timers.clearTimeout(heartbeatTimer);
    heartbeatTimer = null;
  }

  function scheduleHeartbeat(socket: WebSocketLike) {
    heartbeatTimer = timers.setTimeout(() => {
      heartbeatTimer = null;
      if (socket !== current || socket.readyState !== OPEN) return;
      socket.send(SOCKET_PING_FRAME);
      scheduleHeartbeat(socket);
    }, SOCKET_HEARTBEAT_MS);
  }

  function watchVisibility() {
    unsubscribeVisibility ??= visibility.subscribe(onVisibilityChange);
  }

  function unwatchVisibility() {
    unsubscribeVisibility?.();
    unsubscribeVisibility = null;
  }

  function onVisibilityChange() {
    if (!visibility.isVisible()) return;
    if (status === 'paused') {
      attempt(true);
    } else if (status === 'exhausted') {
      attempts = 0;
      attempt(true);
    }
  }

  /** Creates a socket now; `isRetry` marks an attempt of a reconnect series. */
  function attempt(isRetry: boolean) {
    if (isRetry) attempts += 1;
    setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = new Impl(buildSocketUrl(options.url, options.getQuery()));
    } catch {
      // Not rethrown: a constructor error can quote the URL, and the URL holds the token.
      scheduleRetry();
      return;
    }
    current = socket;
    socket.addEventListener('open', () => {
      if (socket !== current) return;
      attempts = 0;
      setStatus('open');
      scheduleHeartbeat(socket);
      if (isRetry) call(options.onReconnected);
    });
    socket.addEventListener('message', (event) => {
      if (socket !== current) return;
      const message = parseSocketMessage(event.data);
      if (!message) return;
      call(options.onMessage, message);
      if (socket !== current) return;
      if (message.type === SocketMessageType.closeRequest) {
        stop();
      } else if (message.type === SocketMessageType.redPacket) {
        call(options.onShake, RED_PACKET_SHAKE_MS);
      }
    });
    socket.addEventListener('close', (event) => {
      if (socket === retiring) {
        retiring = null;
        if (connectWhenRetired) {
          connectWhenRetired = false;
          attempt(false);
        }
        return;
      }
      if (socket !== current) return;
      current = null;
      clearHeartbeat();
      if (event.code === NORMAL_CLOSURE) {
        unwatchVisibility();
        setStatus('closed');
      } else {
        scheduleRetry();
      }
    });
    // Errors are always followed by a close event, which decides what happens next.
    socket.addEventListener('error', () => {});
  }

  function scheduleRetry() {
    if (attempts >= SOCKET_MAX_RETRIES) {
      setStatus('exhausted');
      return;
    }
    setStatus('retrying');
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      if (visibility.isVisible()) {
        attempt(true);
      } else {
        setStatus('paused');
      }
    }, SOCKET_RETRY_DELAY_MS);
  }

  /** Clean close, no reconnect: logout and message 1012. */
  function stop() {
    clearRetry();
    clearHeartbeat();
    unwatchVisibility();
    connectWhenRetired = false;
    attempts = 0;
    const socket = current;
    current = null;
    if (socket) {
      retiring = socket;
      socket.close(NORMAL_CLOSURE);
    }
    setStatus('closed');
  }

  return {
    connect() {
      if (status === 'exhausted') {
        // Same as the page becoming visible again: a fresh series, and its open is a reconnect.
        attempts = 0;
        attempt(true);
        return;
      }
      if (status !== 'idle' && status !== 'closed') return;
      attempts = 0;
      watchVisibility();
      if (retiring) {
        connectWhenRetired = true;
        setStatus('connecting');
        return;
      }
      attempt(false);
    },
    close() {
      stop();
    },
    getStatus: () => status,
  };
}
