import { subscribe } from 'valtio';
import { AppType, type AppTypeCode, type HeaderName } from '../api/contract';
import { currentHeaders } from '../api/http';
import { setLiveStatus, startRedPacketShake, stopRedPacketShake } from '../state/live';
import { platformState, reloadPlatformConfig } from '../state/platform';
import { registerStore } from '../state/reset';
import { sessionState } from '../state/session';
import { refreshWallet, setWallets, walletState } from '../state/wallet';
import { createLiveSocket, type LiveSocketOptions, type LiveSocketQuery } from './socket';
import {
  SocketMessageType,
  type BalanceUpdate,
  type MaintenanceUpdate,
  type SocketMessage,
} from './socketMessages';

/**
 * Wires the framework-free socket client (socket.ts) to the stores:
 *
 * - Connects while a session token exists and closes on logout (spec 4), following the session
 *   store; a different player logging in gets a new socket with their token. One connection per
 *   app: a second `startLiveConnection` returns the running one (never two sockets).
 * - The spec 7 query is built from the same values as the spec 7 request headers (api/headers.ts),
 *   so the app type, device and token can never disagree between HTTP and the socket.
 * - 2001 balance updates the wallet entry and the total; 2002 maintenance updates the platform
 *   config (spec 4: "Platform status can change live"); 1016 shakes the red packet for 6 s; 1012
 *   closes for good (socket.ts).
 * - After every reconnect the wallet is re-fetched over HTTP: messages sent while the socket was
 *   down are lost. That includes a reconnect after a ping went unanswered and one made at once
 *   because the network came back (socket.ts).
 */

export type LiveConnectionOptions = {
  /** ws:// or wss:// address of the socket endpoint (the query is appended). */
  url: string;
} & Pick<LiveSocketOptions, 'WebSocketImpl' | 'visibility' | 'online' | 'timers'>;

export type LiveConnection = {
  /** Closes the socket and stops following the session (app teardown, tests). */
  stop(): void;
};

const APP_TYPE_CODES = new Set<number>(Object.values(AppType));

/**
 * The spec 7 socket query from the spec 7 request headers. CHOICE: a device the user agent does
 * not reveal (app-sub-type '') is sent as 5, the desktop web code: it is the one code that claims
 * no phone OS and no installed app.
 */
export function socketQueryFromHeaders(headers: Record<HeaderName, string>): LiveSocketQuery {
  const appSubType = Number(headers['app-sub-type']);
  return {
    appType: APP_TYPE_CODES.has(appSubType) ? (appSubType as AppTypeCode) : AppType.desktop,
    token: headers.Authorization,
    deviceId: headers['device-id'],
    deviceType: headers['device-type'] === 'PC' ? 'PC' : 'H5',
    deviceName: headers['device-name'],
    pwaShortCode: headers['pwa-short-code'],
  };
}

/** Sums money without binary noise (1234.56 + 65.54 is 1300.1, not 1300.1000000000001). */
function addAmounts(a: number, b: number): number {
  return Number((a + b).toFixed(10));
}

let walletRefresh: Promise<void> | null = null;
let walletRefreshAgain = false;

/**
 * One wallet re-fetch at a time; a request made while one is in flight runs once more after it,
 * so the last answer is never older than the last reason to ask.
 */
function refreshWalletSoon(): void {
  if (walletRefresh) {
    walletRefreshAgain = true;
    return;
  }
  walletRefresh = refreshWallet().finally(() => {
    walletRefresh = null;
    if (walletRefreshAgain) {
      walletRefreshAgain = false;
      refreshWalletSoon();
    }
  });
}

/**
 * 2001: the entry takes the new balance. The total (summaryAvailableBalance) is in the current
 * currency, so an update of that currency moves it by the same amount; an update of another
 * currency, or of a currency the store does not hold yet, needs the server's conversion, so the
 * wallet is re-fetched.
 */
function applyBalance(update: BalanceUpdate): void {
  const entry = walletState.entries.find((e) => e.currency === update.currency);
  if (!entry) {
    refreshWalletSoon();
    return;
  }
  const delta = update.availableBalance - entry.availableBalance;
  if (delta === 0) return;
  const entries = walletState.entries.map((e) =>
    e.currency === update.currency ? { ...e, availableBalance: update.availableBalance } : e,
  );
  if (update.currency === walletState.currentCurrency) {
    setWallets(entries, addAmounts(walletState.total, delta));
  } else {
    setWallets(entries, walletState.total);
    refreshWalletSoon();
  }
}

/**
 * 2002: the status and the window go into the platform config. Before the config has loaded
 * there is nothing to merge into: it is loaded, and the message (newer than whatever that load
 * answers) is applied on top.
 */
function applyMaintenance(update: MaintenanceUpdate): void {
  if (platformState.config) {
    Object.assign(platformState.config, update);
    return;
  }
  void reloadPlatformConfig().then(() => {
    if (platformState.config) Object.assign(platformState.config, update);
  });
}

function onMessage(message: SocketMessage): void {
  switch (message.type) {
    case SocketMessageType.balance:
      applyBalance(message.data);
      break;
    case SocketMessageType.maintenance:
      applyMaintenance(message.data);
      break;
    default:
      // 1012 (close) and 1016 (shake) are acted on by the socket client and its onShake.
      break;
  }
}

let running: LiveConnection | null = null;

/**
 * Starts the live connection for this app. It connects at once if a token is stored, and from
 * then on follows the session store. Returns the running connection if there is one.
 */
export function startLiveConnection(options: LiveConnectionOptions): LiveConnection {
  if (running) return running;

  const socket = createLiveSocket({
    url: options.url,
    // Read before every attempt, so a reconnect carries the current token and device id.
    getQuery: () => socketQueryFromHeaders(currentHeaders()),
    onMessage,
    onStatus: setLiveStatus,
    onReconnected: refreshWalletSoon,
    onShake: (durationMs) => startRedPacketShake(durationMs, options.timers),
    WebSocketImpl: options.WebSocketImpl,
    visibility: options.visibility,
    online: options.online,
    timers: options.timers,
  });

  let token = sessionState.token;
  const unsubscribe = subscribe(sessionState, () => {
    const previous = token;
    token = sessionState.token;
    if (token === previous) return;
    // Logout, or another player: the open socket carries the old token.
    if (previous) {
      socket.close();
      stopRedPacketShake();
    }
    if (token) socket.connect();
  });
  if (token) socket.connect();

  const connection: LiveConnection = {
    stop() {
      if (running !== connection) return;
      running = null;
      unsubscribe();
      socket.close();
      stopRedPacketShake();
      setLiveStatus('idle');
    },
  };
  running = connection;
  return connection;
}

/** Stops the running live connection, if any. */
export function stopLiveConnection(): void {
  running?.stop();
}

// Part of the global reset: no socket survives into the next story or test.
registerStore(() => {
  stopLiveConnection();
  walletRefresh = null;
  walletRefreshAgain = false;
});
