import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { WebSocket as NodeWebSocket } from 'ws';
import { AppType } from '../api/contract';
import {
  RED_PACKET_SHAKE_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_MAX_RETRIES,
  SOCKET_RETRY_DELAY_MS,
  buildSocketUrl,
  createLiveSocket,
} from './socket';
import type {
  LiveSocketOptions,
  LiveSocketQuery,
  LiveSocketStatus,
  WebSocketConstructor,
} from './socket';
import {
  SOCKET_PING_FRAME,
  SocketMessageType,
  encodeSocketMessage,
  parseSocketMessage,
} from './socketMessages';
import type { SocketMessage } from './socketMessages';
import {
  createEvents,
  createFakeVisibility,
  createManualTimers,
  startTestServer,
  trackSockets,
} from './testing/socketTesting';
import type { ServerConnection } from './testing/socketTesting';

// Fault tests against a real `ws` server on 127.0.0.1. Timers are injected and fired by hand, so
// the spec 9 delays (20 s, 3 s) are asserted as they are without waiting for them, while the
// sockets run for real. Every wait is for an event, never for a guessed duration.

// The browser's WebSocket fits the client's constructor type (checked by tsc).
const browserWebSocketFits: typeof WebSocket extends WebSocketConstructor ? true : false = true;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  // Client first (registered last), then its server.
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

const QUERY: LiveSocketQuery = {
  appType: AppType.iosPwa,
  token: 'secret-token-123',
  deviceId: 'device-abc',
  deviceType: 'H5',
  deviceName: 'iPhone Safari',
  pwaShortCode: 'pwa42',
};

async function setup(options: { visible?: boolean; overrides?: Partial<LiveSocketOptions> } = {}) {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  const timers = createManualTimers();
  const visibility = createFakeVisibility(options.visible ?? true);
  const sockets = trackSockets();
  const statuses = createEvents<LiveSocketStatus>();
  const messages = createEvents<SocketMessage>();
  const onReconnected = vi.fn();
  const onShake = vi.fn();
  const query = { ...QUERY };
  const client = createLiveSocket({
    url: server.url,
    getQuery: () => ({ ...query }),
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    onReconnected,
    onShake,
    WebSocketImpl: sockets.Impl,
    visibility: visibility.source,
    timers: timers.timers,
    ...options.overrides,
  });
  cleanups.push(() => client.close());

  /** Starts `action` and waits until the server has the connection and the client is open. */
  async function opened(action: () => void): Promise<ServerConnection> {
    const connection = server.nextConnection();
    const open = statuses.next((status) => status === 'open');
    action();
    const [accepted] = await Promise.all([connection, open]);
    return accepted;
  }

  /** Waits for the client to reach `status` after `action`. */
  async function reaches(status: LiveSocketStatus, action: () => void) {
    const reached = statuses.next((next) => next === status);
    action();
    await reached;
  }

  return {
    server,
    timers,
    visibility,
    sockets,
    statuses,
    messages,
    onReconnected,
    onShake,
    query,
    client,
    opened,
    reaches,
  };
}

type FakeListener = (event: never) => void;

/** A hand-driven socket: the test fires its events, in any order, at any time. */
type FakeSocket = {
  emit(type: 'open' | 'error'): void;
  emit(type: 'message', event: { data: unknown }): void;
  emit(type: 'close', event: { code: number }): void;
  closeCalls: (number | undefined)[];
};

function fakeSocketClass(sockets: FakeSocket[]): WebSocketConstructor {
  return class {
    readyState = 0;
    closeCalls: (number | undefined)[] = [];
    listeners = new Map<string, FakeListener[]>();
    constructor() {
      sockets.push(this);
    }
    send() {}
    close(code?: number) {
      this.closeCalls.push(code);
    }
    addEventListener(type: string, listener: FakeListener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string, event: unknown = {}) {
      if (type === 'open') this.readyState = 1;
      if (type === 'close') this.readyState = 3;
      for (const listener of this.listeners.get(type) ?? [])
        (listener as (e: unknown) => void)(event);
    }
  };
}

describe('createLiveSocket', () => {
  it('sends the spec 7 query to the server', async () => {
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    expect(Object.fromEntries(connection.query)).toEqual({
      appType: '7',
      token: 'secret-token-123',
      deviceId: 'device-abc',
      deviceType: 'H5',
      deviceName: 'iPhone Safari',
      pwaShortCode: 'pwa42',
    });
  });

  it('leaves out an absent or empty pwaShortCode', () => {
    const withoutCode = new URL(
      buildSocketUrl('wss://api.example.com/ws', { ...QUERY, pwaShortCode: undefined }),
    );
    const emptyCode = new URL(
      buildSocketUrl('wss://api.example.com/ws', { ...QUERY, pwaShortCode: '' }),
    );
    expect(withoutCode.searchParams.has('pwaShortCode')).toBe(false);
    expect(emptyCode.searchParams.has('pwaShortCode')).toBe(false);
    expect(withoutCode.pathname).toBe('/ws');
    expect(withoutCode.searchParams.get('appType')).toBe('7');
  });

  it('uses the spec 9 constants: heartbeat 20 s, retry delay 3 s, 5 retries, shake 6 s', async () => {
    expect(browserWebSocketFits).toBe(true);
    expect(SOCKET_HEARTBEAT_MS).toBe(20_000);
    expect(SOCKET_RETRY_DELAY_MS).toBe(3_000);
    expect(SOCKET_MAX_RETRIES).toBe(5);
    expect(RED_PACKET_SHAKE_MS).toBe(6_000);
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    expect(t.timers.delays()).toEqual([20_000]);
    await t.reaches('retrying', () => connection.socket.terminate());
    expect(t.timers.delays()).toEqual([3_000]);
  });

  it('pings every 20 s while open, and not before', async () => {
    const t = await setup();
    const connection = t.server.nextConnection();
    t.client.connect();
    expect(t.timers.delays()).toEqual([]);
    await t.statuses.next((status) => status === 'open');
    const { messages } = await connection;

    const first = messages.next();
    t.timers.fire(20_000);
    expect(await first).toBe(SOCKET_PING_FRAME);
    expect(SOCKET_PING_FRAME).toBe('{"type":"ping"}');
    expect(t.timers.delays()).toEqual([20_000]);

    const second = messages.next();
    t.timers.fire(20_000);
    expect(await second).toBe(SOCKET_PING_FRAME);
    expect(messages.seen).toHaveLength(2);
  });

  it('reconnects 3 s after an unclean drop with a fresh query and calls onReconnected', async () => {
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    expect(t.onReconnected).not.toHaveBeenCalled();

    await t.reaches('retrying', () => first.socket.terminate());
    expect(t.onReconnected).not.toHaveBeenCalled();
    t.query.token = 'refreshed-token';
    const second = await t.opened(() => t.timers.fire(3_000));

    expect(second.query.get('token')).toBe('refreshed-token');
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.server.maxOpen()).toBe(1);
  });

  it('reconnects after a server close with a code other than 1000', async () => {
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    await t.reaches('retrying', () => first.socket.close(4001, 'going away'));
    await t.opened(() => t.timers.fire(3_000));
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect after a clean server close (1000)', async () => {
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    await t.reaches('closed', () => connection.socket.close(1000));
    expect(t.timers.delays()).toEqual([]);
    expect(t.visibility.listenerCount()).toBe(0);
    expect(t.sockets.created).toHaveLength(1);
  });

  it('close() closes cleanly with 1000, never reconnects and clears every timer', async () => {
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    t.client.close();
    expect(t.client.getStatus()).toBe('closed');
    expect(await connection.closed).toBe(1000);
    expect(t.timers.delays()).toEqual([]);
    expect(t.visibility.listenerCount()).toBe(0);
    t.visibility.set(false);
    t.visibility.set(true);
    expect(t.sockets.created).toHaveLength(1);
    expect(t.client.getStatus()).toBe('closed');
    expect(t.onReconnected).not.toHaveBeenCalled();
  });

  it('closes on message 1012 and does not reconnect', async () => {
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    const received = t.messages.next();
    const closed = t.statuses.next((status) => status === 'closed');
    connection.socket.send(encodeSocketMessage({ type: SocketMessageType.closeRequest }));
    expect(await received).toEqual({ type: 1012 });
    await closed;
    expect(await connection.closed).toBe(1000);
    expect(t.timers.delays()).toEqual([]);
    expect(t.visibility.listenerCount()).toBe(0);
    expect(t.sockets.created).toHaveLength(1);
  });

  it('shakes the red packet for 6000 ms on message 1016', async () => {
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    const received = t.messages.next();
    connection.socket.send('{"type":1016,"data":{"anything":true}}');
    expect(await received).toEqual({ type: 1016 });
    expect(t.onShake).toHaveBeenCalledExactlyOnceWith(6_000);
    expect(t.client.getStatus()).toBe('open');
  });

  it('delivers balance and maintenance messages and ignores malformed frames', async () => {
    const t = await setup();
    const connection = await t.opened(() => t.client.connect());
    const balance = t.messages.next();
    for (const frame of [
      'not json',
      '[]',
      'null',
      '{"type":"ping"}',
      '{"type":9999,"data":{}}',
      '{"type":2001}',
      '{"type":2001,"data":{"currency":"BRL","availableBalance":"12"}}',
      '{"type":2002,"data":{"platformStatus":3,"platformStartMaintenanceTime":null,"platformEndMaintenanceTime":null}}',
    ]) {
      connection.socket.send(frame);
    }
    connection.socket.send(Buffer.from('{"type":1016}'), { binary: true });
    connection.socket.send(
      encodeSocketMessage({
        type: SocketMessageType.balance,
        data: { currency: 'BRL', availableBalance: 1234.56 },
      }),
    );
    expect(await balance).toEqual({
      type: 2001,
      data: { currency: 'BRL', availableBalance: 1234.56 },
    });
    expect(t.messages.seen).toHaveLength(1);
    expect(t.onShake).not.toHaveBeenCalled();

    const maintenance = t.messages.next();
    connection.socket.send(
      encodeSocketMessage({
        type: SocketMessageType.maintenance,
        data: {
          platformStatus: 2,
          platformStartMaintenanceTime: 1_795_000_000_000,
          platformEndMaintenanceTime: null,
        },
      }),
    );
    expect(await maintenance).toEqual({
      type: 2002,
      data: {
        platformStatus: 2,
        platformStartMaintenanceTime: 1_795_000_000_000,
        platformEndMaintenanceTime: null,
      },
    });
    expect(t.client.getStatus()).toBe('open');
  });

  it('waits for the page to be visible before reconnecting', async () => {
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    t.visibility.set(false);
    await t.reaches('retrying', () => first.socket.terminate());

    t.timers.fire(3_000);
    expect(t.client.getStatus()).toBe('paused');
    expect(t.sockets.created).toHaveLength(1);
    expect(t.timers.delays()).toEqual([]);

    t.visibility.set(false);
    expect(t.sockets.created).toHaveLength(1);
    await t.opened(() => t.visibility.set(true));
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.server.attempts()).toBe(2);
  });

  it('stops after 5 failed attempts; the page becoming visible starts a fresh series', async () => {
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    t.server.refuse(true);
    await t.reaches('retrying', () => first.socket.terminate());

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await t.reaches('retrying', () => t.timers.fire(3_000));
    }
    await t.reaches('exhausted', () => t.timers.fire(3_000));
    expect(t.server.attempts()).toBe(1 + 5);
    expect(t.timers.delays()).toEqual([]);
    expect(t.sockets.created).toHaveLength(6);

    // Hidden and shown again: one immediate attempt, then the usual 3 s series.
    t.visibility.set(false);
    expect(t.sockets.created).toHaveLength(6);
    await t.reaches('retrying', () => t.visibility.set(true));
    expect(t.server.attempts()).toBe(7);
    t.server.refuse(false);
    await t.opened(() => t.timers.fire(3_000));
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.sockets.maxAliveAtCreation()).toBe(0);
  });

  it('retries a first connection that fails', async () => {
    const t = await setup();
    t.server.refuse(true);
    await t.reaches('retrying', () => t.client.connect());
    t.server.refuse(false);
    await t.opened(() => t.timers.fire(3_000));
    expect(t.server.attempts()).toBe(2);
  });

  it('connect() while connecting or open is a no-op', async () => {
    const t = await setup();
    await t.opened(() => {
      t.client.connect();
      t.client.connect();
      t.client.connect();
    });
    t.client.connect();
    expect(t.sockets.created).toHaveLength(1);
    expect(t.server.attempts()).toBe(1);
    expect(t.timers.delays()).toEqual([20_000]);
  });

  it('close() while connecting then connect(): the old socket never acts on the new one', async () => {
    const t = await setup();
    t.client.connect();
    t.client.close();
    t.client.connect();
    expect(t.sockets.created).toHaveLength(1);
    await t.opened(() => {});
    expect(t.sockets.created).toHaveLength(2);
    expect(t.sockets.created[0]!.readyState).toBe(NodeWebSocket.CLOSED);
    expect(t.sockets.maxAliveAtCreation()).toBe(0);
    expect(t.client.getStatus()).toBe('open');
    expect(t.timers.delays()).toEqual([20_000]);
    expect(t.server.maxOpen()).toBe(1);
  });

  it('a successful reconnect ends the series: the next drop gets 5 attempts again', async () => {
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    t.server.refuse(true);
    await t.reaches('retrying', () => first.socket.terminate());
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await t.reaches('retrying', () => t.timers.fire(3_000));
    }
    t.server.refuse(false);
    const second = await t.opened(() => t.timers.fire(3_000));

    t.server.refuse(true);
    await t.reaches('retrying', () => second.socket.terminate());
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await t.reaches('retrying', () => t.timers.fire(3_000));
    }
    await t.reaches('exhausted', () => t.timers.fire(3_000));
    expect(t.server.attempts()).toBe(1 + 5 + 5);
  });

  it('ignores every event of a socket it has let go of', () => {
    const timers = createManualTimers();
    const sockets: FakeSocket[] = [];
    const onMessage = vi.fn();
    const onShake = vi.fn();
    const onReconnected = vi.fn();
    const client = createLiveSocket({
      url: 'ws://127.0.0.1:1/live',
      getQuery: () => QUERY,
      onMessage,
      onShake,
      onReconnected,
      WebSocketImpl: fakeSocketClass(sockets),
      visibility: createFakeVisibility().source,
      timers: timers.timers,
    });
    cleanups.push(() => client.close());

    // Dropped uncleanly: its late events change nothing.
    client.connect();
    sockets[0]!.emit('open');
    sockets[0]!.emit('close', { code: 1006 });
    sockets[0]!.emit('message', { data: '{"type":1016}' });
    sockets[0]!.emit('open');
    sockets[0]!.emit('close', { code: 1006 });
    expect(client.getStatus()).toBe('retrying');
    expect(timers.delays()).toEqual([3_000]);

    // Closed by us, then replaced once it has closed: neither it nor its close can act again.
    timers.fire(3_000);
    sockets[1]!.emit('open');
    client.close();
    client.connect();
    expect(sockets).toHaveLength(2);
    sockets[1]!.emit('message', { data: '{"type":1016}' });
    sockets[1]!.emit('message', { data: '{"type":1012}' });
    sockets[1]!.emit('error');
    sockets[1]!.emit('close', { code: 1000 });
    expect(sockets).toHaveLength(3);
    sockets[2]!.emit('open');
    sockets[1]!.emit('open');
    sockets[1]!.emit('message', { data: '{"type":1012}' });
    sockets[1]!.emit('close', { code: 1006 });

    expect(onMessage).not.toHaveBeenCalled();
    expect(onShake).not.toHaveBeenCalled();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(client.getStatus()).toBe('open');
    expect(timers.delays()).toEqual([20_000]);
    expect(sockets).toHaveLength(3);
    expect(sockets[2]!.closeCalls).toEqual([]);
  });

  it('survives 200 drop/reconnect cycles with one socket at a time and no leaked timer', async () => {
    const t = await setup();
    let connection = await t.opened(() => t.client.connect());
    let reconnects = 0;
    for (let cycle = 0; cycle < 200; cycle += 1) {
      const current = connection;
      if (cycle % 4 === 3) {
        // Logout and login again at once: the new socket waits for the old one to close.
        connection = await t.opened(() => {
          t.client.close();
          t.client.connect();
        });
        continue;
      }
      await t.reaches('retrying', () => {
        if (cycle % 2 === 0) current.socket.terminate();
        else current.socket.close(4000 + (cycle % 100));
      });
      connection = await t.opened(() => t.timers.fire(3_000));
      reconnects += 1;
    }
    expect(t.sockets.created).toHaveLength(201);
    expect(t.server.maxOpen()).toBe(1);
    expect(t.sockets.maxAliveAtCreation()).toBe(0);
    expect(t.onReconnected).toHaveBeenCalledTimes(reconnects);
    expect(t.timers.delays()).toEqual([20_000]);

    t.client.close();
    expect(await connection.closed).toBe(1000);
    expect(t.timers.delays()).toEqual([]);
    expect(t.visibility.listenerCount()).toBe(0);
    expect(t.sockets.created).toHaveLength(201);
  });

  it('never logs the query, even when the socket cannot be created', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    cleanups.push(() => spies.forEach((spy) => spy.mockRestore()));
    class ThrowingWebSocket {
      constructor(url: string) {
        throw new SyntaxError(`cannot open ${url}`);
      }
    }
    const t = await setup({
      overrides: { WebSocketImpl: ThrowingWebSocket as unknown as WebSocketConstructor },
    });
    expect(() => t.client.connect()).not.toThrow();
    expect(t.client.getStatus()).toBe('retrying');
    t.timers.fire(3_000);
    expect(t.client.getStatus()).toBe('retrying');
    t.client.close();
    expect(t.timers.delays()).toEqual([]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('parseSocketMessage', () => {
  it('reads the four message types it knows', () => {
    expect(parseSocketMessage('{"type":1012}')).toEqual({ type: 1012 });
    expect(parseSocketMessage('{"type":1016,"data":null}')).toEqual({ type: 1016 });
    expect(
      parseSocketMessage('{"type":2001,"data":{"currency":"BRL","availableBalance":0}}'),
    ).toEqual({ type: 2001, data: { currency: 'BRL', availableBalance: 0 } });
    expect(
      parseSocketMessage(
        '{"type":2002,"data":{"platformStatus":1,"platformStartMaintenanceTime":null,"platformEndMaintenanceTime":null}}',
      ),
    ).toEqual({
      type: 2002,
      data: {
        platformStatus: 1,
        platformStartMaintenanceTime: null,
        platformEndMaintenanceTime: null,
      },
    });
  });

  it('round-trips every message the mock backend encodes', () => {
    const message = fc.oneof(
      fc.constant({ type: SocketMessageType.closeRequest }),
      fc.constant({ type: SocketMessageType.redPacket }),
      fc.record({
        type: fc.constant(SocketMessageType.balance),
        data: fc.record({
          currency: fc.string({ minLength: 1 }),
          availableBalance: fc.double({ noNaN: true, noDefaultInfinity: true }),
        }),
      }),
      fc.record({
        type: fc.constant(SocketMessageType.maintenance),
        data: fc.record({
          platformStatus: fc.constantFrom(1 as const, 2 as const),
          platformStartMaintenanceTime: fc.option(fc.integer({ min: 0 })),
          platformEndMaintenanceTime: fc.option(fc.integer({ min: 0 })),
        }),
      }),
    );
    fc.assert(
      fc.property(message, (sent) => {
        // JSON has no -0: it arrives as 0.
        expect(parseSocketMessage(encodeSocketMessage(sent))).toEqual(
          JSON.parse(JSON.stringify(sent)),
        );
      }),
    );
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (raw) => {
        expect(() => parseSocketMessage(raw)).not.toThrow();
      }),
    );
  });
});
