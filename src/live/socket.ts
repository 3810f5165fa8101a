import type { AppTypeCode } from '../api/contract';
import { SOCKET_PING_FRAME, SocketMessageType, parseSocketMessage } from './socketMessages';
import type { SocketMessage } from './socketMessages';

/**
 * The live socket client (spec 4, 7, 9): one connection per logged-in session that carries
 * balance updates, maintenance changes and the red-packet signal. Framework-free: it talks to the
 * rest of the app only through the callbacks in its options, and everything it touches in the
 * environment (WebSocket, page visibility, network state, timers) can be injected.
 *
 * Rules:
 * - Heartbeat: `{"type":"ping"}` every 20 s while open (spec 4/9; frame format in
 *   socketMessages.ts).
 * - A ping without an answer is an unclean close. CHOICE: spec 4/9 give the ping but no answer
 *   rule; a link that died without a TCP reset (the phone changed network, a NAT forgot the
 *   connection) fires no close event for minutes, and until then the player would see stale
 *   balances. So if no frame at all (the mock server's `{"type":"pong"}`, which the client does
 *   not parse, or any other frame) arrives within 10 s of a ping (SOCKET_PONG_TIMEOUT_MS, half
 *   the heartbeat, so a deadline always ends before the next ping is due), the client gives up on
 *   that socket: it stops acting on its events, closes it with code 4408 (CHOICE: the private
 *   4000-4999 range, 408 after HTTP's Request Timeout) and starts the reconnect series below.
 *   A later ping does not push an earlier ping's deadline back.
 * - An unclean close (any close code other than 1000 that we did not ask for, including a
 *   connection that never opened) starts a reconnect series: up to 5 attempts, 3 s apart
 *   (spec 4/9). A successful open ends the series. Attempts are only made while the page is
 *   visible; an attempt that falls due while the page is hidden waits and is made as soon as
 *   the page becomes visible.
 * - When all 5 attempts have failed the client stops ('exhausted'); the page becoming visible
 *   again (a tab switch back, unlocking the phone) starts a fresh series. CHOICE: spec 4 only
 *   says "up to 5 attempts"; a player returning to the page should not be left without live
 *   updates until the next login.
 * - The network coming back (window `online`) while the page is visible and a series is
 *   running, paused or exhausted starts a fresh series at once: attempts start again at 0, the
 *   pending 3 s wait is cancelled and an attempt is made now. CHOICE: the attempts of a series
 *   spent while the phone had no network say nothing about the server, and the player should
 *   not wait out a delay once the network is back. Any other status ignores it: a socket is
 *   being made or is open, or nothing was asked for.
 * - Every open that comes from a reconnect calls `onReconnected`: messages sent while the
 *   socket was down are lost, so the app re-fetches the wallet over HTTP.
 * - A clean close by the server (code 1000) is not retried (spec 4: only unclean closes are).
 * - `close()` (logout) and message 1012 close cleanly and never reconnect (spec 4).
 * - Message 1016 calls `onShake(6000)`: the red packet shakes for 6 s (spec 4/9).
 * - Never two sockets: `connect()` is a no-op while a connection is being made, is open, or a
 *   reconnect series is running; only one socket at a time drives the client, and events of any
 *   other socket are ignored. A socket that closed by itself has fired its close event before
 *   the next one is made. A socket the client closes itself (logout, 1012, a missing answer) is
 *   waited for, but not forever: on a dead link its close event comes only when the browser's
 *   closing handshake times out (a minute or more) or never. CHOICE: it holds the next socket
 *   back for at most 3 s (SOCKET_RETRY_DELAY_MS, the wait spec 9 already puts between two
 *   sockets): a reconnect after a missing answer is made when its 3 s retry falls due, a
 *   `connect()` after `close()` when the close event comes or 3 s later, whichever is first.
 *   The network coming back cuts that wait short: the old link cannot carry anything on the new
 *   network. A socket let go of that way was already told to close and is never acted on again,
 *   so at most one socket is ever live; the old one may still be finishing its close in the
 *   background, and its late close event changes nothing.
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
/** CHOICE (module comment): a ping with no frame back within this time is an unclean close. */
export const SOCKET_PONG_TIMEOUT_MS = 10_000;
/** CHOICE (module comment): the code the client closes a socket with when a ping went unanswered. */
export const SOCKET_PONG_TIMEOUT_CLOSE_CODE = 4408;

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
 *   `connect()` is waiting (at most 3 s) for the socket closed by `close()` to finish closing.
 * - open: connected, heartbeat running.
 * - retrying: waiting the 3 s before the next reconnect attempt.
 * - paused: a reconnect attempt is due but the page is hidden; made when it becomes visible.
 * - exhausted: all reconnect attempts failed; the page becoming visible or the network coming
 *   back starts a fresh series.
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

/** Where the client learns that the network came back. */
export type OnlineSource = {
  isOnline(): boolean;
  /** Calls `onChange` whenever connectivity may have changed; returns the unsubscribe function. */
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
  /** Defaults to `navigator.onLine` and the window's `online`/`offline` events. */
  online?: OnlineSource;
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

function windowOnline(): OnlineSource {
  if (typeof window === 'undefined') {
    return { isOnline: () => true, subscribe: () => () => {} };
  }
  return {
    // Only `false` is trusted: an environment without `navigator.onLine` may well be online.
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    subscribe(onChange) {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
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
  const online = options.online ?? windowOnline();
  const timers = options.timers ?? globalTimers;

  let status: LiveSocketStatus = 'idle';
  /** The socket whose events drive the client; events of any other socket are ignored. */
  let current: WebSocketLike | null = null;
  /**
   * A socket we closed that has not fired its close event yet. Never set together with
   * `current`: a socket is retired when it stops driving the client, and forgotten when the next
   * one is made.
   */
  let retiring: WebSocketLike | null = null;
  /** `connect()` came while `retiring` was still closing: connect once it has closed. */
  let connectWhenRetired = false;
  /** Reconnect attempts made in the running series. */
  let attempts = 0;
  let retryTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  /** Deadline for an answer to the oldest unanswered ping. */
  let pongTimer: unknown = null;
  /** Bounds how long `connectWhenRetired` waits for `retiring` to close. */
  let closeWaitTimer: unknown = null;
  let unsubscribePage: (() => void)[] = [];

  function setStatus(next: LiveSocketStatus) {
    if (status === next) return;
    status = next;
    call(options.onStatus, next);
  }

  function clearRetry() {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  /** Stops the heartbeat and the answer deadline that goes with it. */
  function clearHeartbeat() {
    if (heartbeatTimer !== null) timers.clearTimeout(heartbeatTimer);
    heartbeatTimer = null;
    clearPongDeadline();
  }

  function clearPongDeadline() {
    if (pongTimer !== null) timers.clearTimeout(pongTimer);
    pongTimer = null;
  }

  function clearCloseWait() {
    if (closeWaitTimer !== null) timers.clearTimeout(closeWaitTimer);
    closeWaitTimer = null;
  }

  function scheduleHeartbeat(socket: WebSocketLike) {
    heartbeatTimer = timers.setTimeout(() => {
      heartbeatTimer = null;
      if (socket !== current || socket.readyState !== OPEN) return;
      socket.send(SOCKET_PING_FRAME);
      // `??=`: a deadline already running belongs to an older ping and must not move back.
      pongTimer ??= timers.setTimeout(() => {
        pongTimer = null;
        if (socket === current) giveUp(socket);
      }, SOCKET_PONG_TIMEOUT_MS);
      scheduleHeartbeat(socket);
    }, SOCKET_HEARTBEAT_MS);
  }

  /** A ping went unanswered: treat the socket as closed uncleanly (module comment). */
  function giveUp(socket: WebSocketLike) {
    clearHeartbeat();
    current = null;
    retiring = socket;
    socket.close(SOCKET_PONG_TIMEOUT_CLOSE_CODE);
    scheduleRetry();
  }

  /** Lets go of a retiring socket for good: its close event will change nothing. */
  function forgetRetiring() {
    retiring = null;
    connectWhenRetired = false;
    clearCloseWait();
  }

  function watchPage() {
    if (unsubscribePage.length > 0) return;
    unsubscribePage = [visibility.subscribe(onVisibilityChange), online.subscribe(onOnlineChange)];
  }

  function unwatchPage() {
    for (const unsubscribe of unsubscribePage) unsubscribe();
    unsubscribePage = [];
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

  function onOnlineChange() {
    if (!online.isOnline() || !visibility.isVisible()) return;
    if (status === 'retrying' || status === 'paused' || status === 'exhausted') {
      clearRetry();
      attempts = 0;
      attempt(true);
    }
  }

  /** Creates a socket now; `isRetry` marks an attempt of a reconnect series. */
  function attempt(isRetry: boolean) {
    // Whoever calls this has decided not to wait any longer for a closing socket (module comment).
    forgetRetiring();
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
      // Any frame proves the link alive, parsed or not: the pong is not a message we read.
      clearPongDeadline();
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
        const connectNow = connectWhenRetired;
        forgetRetiring();
        if (connectNow) attempt(false);
        return;
      }
      if (socket !== current) return;
      current = null;
      clearHeartbeat();
      if (event.code === NORMAL_CLOSURE) {
        unwatchPage();
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
    clearCloseWait();
    unwatchPage();
    connectWhenRetired = false;
    attempts = 0;
    const socket = current;
    current = null;
    // With no current socket, a socket given up for a missing answer may still be retiring: it
    // stays so, and holds the next `connect()` back as a logout's socket would.
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
      watchPage();
      if (retiring) {
        connectWhenRetired = true;
        setStatus('connecting');
        // Bounded: on a dead link the close event may never come (module comment).
        closeWaitTimer = timers.setTimeout(() => {
          closeWaitTimer = null;
          attempt(false);
        }, SOCKET_RETRY_DELAY_MS);
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
