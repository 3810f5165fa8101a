import { afterEach, describe, expect, it, vi } from 'vitest';
import { server as http } from '../../mocks/node';
import { ok, on } from '../../mocks/handlers/respond';
import { AppType, type PlatformConfig, type UserInfo } from '../api/contract';
import { endpoints } from '../api/allEndpoints';
import { detectDevice } from '../api/headers';
import { currentHeaders } from '../api/http';
import { liveState } from '../state/live';
import { isMaintenance, platformState, reloadPlatformConfig } from '../state/platform';
import { getDeviceId, setPwaShortCode } from '../state/preferences';
import { clearSession, setAreaCode, setSession } from '../state/session';
import { setWallets, walletState } from '../state/wallet';
import {
  RED_PACKET_SHAKE_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_PONG_TIMEOUT_CLOSE_CODE,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RETRY_DELAY_MS,
} from './socket';
import { socketQueryFromHeaders, startLiveConnection, stopLiveConnection } from './liveConnection';
import { SocketMessageType, encodeSocketMessage } from './socketMessages';
import type { SocketMessage } from './socketMessages';
import {
  createFakeOnline,
  createManualTimers,
  startTestServer,
  trackSockets,
} from './testing/socketTesting';
import type { ServerConnection } from './testing/socketTesting';

// The live connection against a real `ws` server on 127.0.0.1 (its client sends msw's
// passthrough header, see testing/socketTesting.ts) and the wallet and platform calls through
// msw/node. Timers (retry, heartbeat, shake) are fired by hand; the sockets run for real.

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

const PLAYER_A = { token: 'token-player-a', currentCurrency: 'BRL', areaCode: '55' } as UserInfo;
const PLAYER_B = { token: 'token-player-b', currentCurrency: 'BRL', areaCode: '55' } as UserInfo;

const entry = (currency: string, availableBalance: number) => ({
  currency,
  availableBalance,
  currencySymbol: currency === 'BRL' ? 'R$' : currency,
  icon: '',
});

/** Counts wallet summary calls, answering with the server's side of the wallets. */
function countWalletCalls(total = 999.99) {
  const calls = { n: 0 };
  http.use(
    on(endpoints.walletSummary, () => {
      calls.n += 1;
      return ok({ res: [entry('BRL', total), entry('USDT', 5)], summaryAvailableBalance: total });
    }),
  );
  return calls;
}

async function setup() {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  const timers = createManualTimers();
  const online = createFakeOnline();
  const sockets = trackSockets();
  const start = () => {
    const connection = startLiveConnection({
      url: server.url,
      WebSocketImpl: sockets.Impl,
      online: online.source,
      timers: timers.timers,
    });
    cleanups.push(() => connection.stop());
    return connection;
  };

  /** Starts `action`, waits for the server to accept the connection and the client to be open. */
  async function opened(action: () => void): Promise<ServerConnection> {
    const accepted = server.nextConnection();
    action();
    const connection = await accepted;
    await vi.waitFor(() => expect(liveState.status).toBe('open'));
    return connection;
  }

  function send(connection: ServerConnection, message: SocketMessage) {
    connection.socket.send(encodeSocketMessage(message));
  }

  return { server, timers, online, sockets, start, opened, send };
}

/** Lets socket and store events that are already under way land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('socketQueryFromHeaders (spec 7 query from the spec 7 headers)', () => {
  const base = currentHeaders();
  const withDevice = (ua: string, standalone: boolean) => {
    const device = detectDevice(ua, standalone);
    return socketQueryFromHeaders({
      ...base,
      Authorization: 'tok',
      'device-type': device.deviceType,
      'device-name': device.deviceName,
      'app-sub-type': device.appSubType,
    });
  };
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
  const WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

  it('uses the spec 3 app type codes the app-sub-type header carries', () => {
    expect(withDevice(IPHONE, false)).toMatchObject({ appType: AppType.ios, deviceType: 'H5' });
    expect(withDevice(IPHONE, true).appType).toBe(AppType.iosPwa);
    expect(withDevice(ANDROID, false).appType).toBe(AppType.android);
    expect(withDevice(ANDROID, true).appType).toBe(AppType.androidPwa);
    expect(withDevice(WINDOWS, false)).toMatchObject({
      appType: AppType.desktop,
      deviceType: 'PC',
    });
  });

  it('sends an unrecognised device as the desktop web code, and the token as is', () => {
    expect(withDevice('', false)).toMatchObject({
      appType: AppType.desktop,
      deviceType: 'H5',
      token: 'tok',
    });
  });
});

describe('startLiveConnection', () => {
  it('opens no socket for a visitor; login opens one with the token in the query', async () => {
    const t = await setup();
    setPwaShortCode('pwa42');
    t.start();
    await settle();
    expect(t.server.attempts()).toBe(0);
    expect(liveState.status).toBe('idle');

    const connection = await t.opened(() => setSession(PLAYER_A));
    expect(Object.fromEntries(connection.query)).toEqual({
      appType: String(AppType.desktop),
      token: 'token-player-a',
      deviceId: getDeviceId(),
      deviceType: 'H5',
      pwaShortCode: 'pwa42',
    });
  });

  it('connects at once when a token is already stored', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());
    expect(connection.query.get('token')).toBe('token-player-a');
  });

  it('never holds two sockets: a second start returns the running connection', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const first = await t.opened(() => t.start());
    expect(t.start()).toBe(t.start());
    await settle();
    expect(t.server.connections).toEqual([first]);
    expect(t.server.maxOpen()).toBe(1);
  });

  it('2001 updates the wallet entry and moves the total by the same amount', async () => {
    const t = await setup();
    const calls = countWalletCalls();
    setSession(PLAYER_A);
    setWallets([entry('BRL', 1234.56), entry('USDT', 5)], 1234.56);
    const connection = await t.opened(() => t.start());

    t.send(connection, {
      type: SocketMessageType.balance,
      data: { currency: 'BRL', availableBalance: 1300.1 },
    });
    await vi.waitFor(() => expect(walletState.total).toBe(1300.1));
    expect(walletState.entries).toEqual([entry('BRL', 1300.1), entry('USDT', 5)]);
    expect(walletState.status).toBe('ready');
    expect(calls.n).toBe(0);
  });

  it('2001 in another currency updates that entry and re-fetches the converted total', async () => {
    const t = await setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = { n: 0 };
    http.use(
      on(endpoints.walletSummary, async () => {
        calls.n += 1;
        await gate;
        return ok({
          res: [entry('BRL', 1234.56), entry('USDT', 50)],
          summaryAvailableBalance: 1500,
        });
      }),
    );
    setSession(PLAYER_A);
    setWallets([entry('BRL', 1234.56), entry('USDT', 5)], 1234.56);
    const connection = await t.opened(() => t.start());

    t.send(connection, {
      type: SocketMessageType.balance,
      data: { currency: 'USDT', availableBalance: 50 },
    });
    // At once: the entry moves; the BRL total waits for the server's conversion.
    await vi.waitFor(() => expect(calls.n).toBe(1));
    expect(walletState.entries).toEqual([entry('BRL', 1234.56), entry('USDT', 50)]);
    expect(walletState.total).toBe(1234.56);
    release();
    await vi.waitFor(() => expect(walletState.total).toBe(1500));
    expect(walletState.currentCurrency).toBe('BRL');
  });

  it('2001 for a currency the store does not hold yet re-fetches the wallet', async () => {
    const t = await setup();
    const calls = countWalletCalls(888);
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());
    t.send(connection, {
      type: SocketMessageType.balance,
      data: { currency: 'BRL', availableBalance: 888 },
    });
    await vi.waitFor(() => expect(walletState.total).toBe(888));
    expect(calls.n).toBe(1);
  });

  it('2002 puts the platform store in maintenance with its window', async () => {
    const t = await setup();
    await reloadPlatformConfig();
    expect(isMaintenance(platformState.config)).toBe(false);
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());

    const window = {
      platformStatus: 2,
      platformStartMaintenanceTime: Date.UTC(2026, 10, 22, 15),
      platformEndMaintenanceTime: Date.UTC(2026, 10, 22, 17),
    } satisfies Partial<PlatformConfig>;
    t.send(connection, { type: SocketMessageType.maintenance, data: window });
    await vi.waitFor(() => expect(isMaintenance(platformState.config)).toBe(true));
    expect(platformState.config).toMatchObject({ ...window, platformCurrency: 'BRL' });
  });

  it('2002 before the config has loaded loads it and applies the message on top', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());
    expect(platformState.config).toBeNull();
    t.send(connection, {
      type: SocketMessageType.maintenance,
      data: {
        platformStatus: 2,
        platformStartMaintenanceTime: null,
        platformEndMaintenanceTime: null,
      },
    });
    await vi.waitFor(() => expect(isMaintenance(platformState.config)).toBe(true));
    expect(platformState.config?.platformCurrency).toBe('BRL');
  });

  it('1016 shakes the red packet for 6 s', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());

    const before = Date.now();
    t.send(connection, { type: SocketMessageType.redPacket });
    await vi.waitFor(() => expect(liveState.redPacketShakeUntil).not.toBeNull());
    const until = liveState.redPacketShakeUntil ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + RED_PACKET_SHAKE_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + RED_PACKET_SHAKE_MS);
    expect(t.timers.delays()).toContain(6_000);

    t.timers.fire(6_000);
    expect(liveState.redPacketShakeUntil).toBeNull();
  });

  it('1012 closes the socket for good', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());
    t.send(connection, { type: SocketMessageType.closeRequest });
    expect(await connection.closed).toBe(1000);
    await vi.waitFor(() => expect(liveState.status).toBe('closed'));
    await settle();
    expect(t.server.attempts()).toBe(1);
    expect(t.timers.delays()).toEqual([]);
  });

  it('logout closes the socket, stops a shake and does not reopen it', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());
    t.send(connection, { type: SocketMessageType.redPacket });
    await vi.waitFor(() => expect(liveState.redPacketShakeUntil).not.toBeNull());

    clearSession();
    expect(await connection.closed).toBe(1000);
    await vi.waitFor(() => expect(liveState.status).toBe('closed'));
    expect(liveState.redPacketShakeUntil).toBeNull();

    // Other session changes while logged out open nothing; no retry is pending.
    setAreaCode('351');
    await settle();
    expect(t.server.attempts()).toBe(1);
    expect(t.timers.delays()).toEqual([]);
  });

  it('logging in again after a logout opens a new socket with the new token', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const first = await t.opened(() => t.start());
    clearSession();
    await first.closed;
    const second = await t.opened(() => setSession(PLAYER_B));
    expect(second.query.get('token')).toBe('token-player-b');
  });

  it('another player logging in replaces the socket, never holding two', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const first = await t.opened(() => t.start());
    const accepted = t.server.nextConnection();
    setSession(PLAYER_B);
    expect(await first.closed).toBe(1000);
    const second = await accepted;
    expect(second.query.get('token')).toBe('token-player-b');
    expect(t.sockets.maxAliveAtCreation()).toBe(0);
    expect(t.server.maxOpen()).toBe(1);
  });

  it('after a reconnect the wallet is re-fetched over HTTP (the first open does not)', async () => {
    const t = await setup();
    const calls = countWalletCalls(777);
    setSession(PLAYER_A);
    const first = await t.opened(() => t.start());
    await settle();
    expect(calls.n).toBe(0);

    first.socket.terminate();
    await vi.waitFor(() => expect(liveState.status).toBe('retrying'));
    const second = await t.opened(() => t.timers.fire(SOCKET_RETRY_DELAY_MS));
    expect(second.query.get('token')).toBe('token-player-a');
    await vi.waitFor(() => expect(calls.n).toBe(1));
    await vi.waitFor(() => expect(walletState.total).toBe(777));
  });

  it('the network coming back reconnects at once and re-fetches the wallet', async () => {
    const t = await setup();
    const calls = countWalletCalls(555);
    setSession(PLAYER_A);
    const first = await t.opened(() => t.start());
    first.socket.terminate();
    await vi.waitFor(() => expect(liveState.status).toBe('retrying'));

    const second = await t.opened(() => t.online.set(true));
    expect(second.query.get('token')).toBe('token-player-a');
    expect(t.timers.delays()).not.toContain(SOCKET_RETRY_DELAY_MS);
    await vi.waitFor(() => expect(walletState.total).toBe(555));
    expect(calls.n).toBe(1);

    stopLiveConnection();
    expect(t.online.listenerCount()).toBe(0);
  });

  it('a ping left unanswered shows as retrying, then reconnects and re-fetches the wallet', async () => {
    const t = await setup();
    const calls = countWalletCalls(444);
    setSession(PLAYER_A);
    const first = await t.opened(() => t.start());
    t.timers.fire(SOCKET_HEARTBEAT_MS);
    t.timers.fire(SOCKET_PONG_TIMEOUT_MS);
    expect(liveState.status).toBe('retrying');
    expect(await first.closed).toBe(SOCKET_PONG_TIMEOUT_CLOSE_CODE);

    await t.opened(() => t.timers.fire(SOCKET_RETRY_DELAY_MS));
    await vi.waitFor(() => expect(walletState.total).toBe(444));
    expect(calls.n).toBe(1);
    expect(t.server.maxOpen()).toBe(1);
  });

  it('stop() closes the socket and stops following the session', async () => {
    const t = await setup();
    setSession(PLAYER_A);
    const connection = await t.opened(() => t.start());
    stopLiveConnection();
    expect(await connection.closed).toBe(1000);
    expect(liveState.status).toBe('idle');
    clearSession();
    setSession(PLAYER_B);
    await settle();
    expect(t.server.attempts()).toBe(1);
  });
});
