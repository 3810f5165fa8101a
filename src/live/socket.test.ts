import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { WebSocket as NodeWebSocket } from 'ws';
import { AppType } from '../api/contract';
import {
  RED_PACKET_SHAKE_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_MAX_RETRIES,
  SOCKET_PONG_TIMEOUT_CLOSE_CODE,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RETRY_DELAY_MS,
  buildSocketUrl,
  createLiveSocket,
} from './socket';
import type {
  LiveSocketOptions,
  LiveSocketQuery,
  LiveSocketStatus,
  VisibilitySource,
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
  createFakeOnline,
  createFakeVisibility,
  createManualTimers,
  startTestServer,
  trackSockets,
} from './testing/socketTesting';
import type { ServerConnection } from './testing/socketTesting';

// Fault tests against a real `ws` server on 127.0.0.1. Timers are injected and fired by hand, so
// the spec 9 delays (20 s, 3 s) are asserted as they are without waiting for them, while the
// sockets run for real. Every wait is for an event, never for a guessed duration.

/** What the mock server answers to a ping (mocks/socketLink.ts); the client does not parse it. */
const PONG_FRAME = '{"type":"pong"}';

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
  const online = createFakeOnline();
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
    online: online.source,
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
    online,
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
  sent: string[];
};

function fakeSocketClass(sockets: FakeSocket[]): WebSocketConstructor {
  return class {
    readyState = 0;
    closeCalls: (number | undefined)[] = [];
    sent: string[] = [];
    listeners = new Map<string, FakeListener[]>();
    constructor() {
      sockets.push(this);
    }
    send(data: string) {
      this.sent.push(data);
    }
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

/** A client on hand-driven sockets (see FakeSocket), for event orders a real link cannot force. */
function fakeSetup() {
  const timers = createManualTimers();
  const online = createFakeOnline();
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
    online: online.source,
    timers: timers.timers,
  });
  cleanups.push(() => client.close());
  return { timers, online, sockets, onMessage, onShake, onReconnected, client };
}

/** An open link dropped while the server refuses, retried 4 times: one attempt of 5 is left. */
async function droppedFourTimes() {
  const t = await setup();
  const first = await t.opened(() => t.client.connect());
  t.server.refuse(true);
  await t.reaches('retrying', () => first.socket.terminate());
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await t.reaches('retrying', () => t.timers.fire(3_000));
  }
  return t;
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
    // The next ping, and the deadline for this one's answer (the test server never answers).
    expect(t.timers.delays()).toEqual([10_000, 20_000]);

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
    const t = await droppedFourTimes();
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
    const t = await droppedFourTimes();
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
    const { timers, sockets, onMessage, onShake, onReconnected, client } = fakeSetup();

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

/** Resolves once this client-side socket has fired its close event. */
function clientClosed(socket: NodeWebSocket): Promise<void> {
  if (socket.readyState === NodeWebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

describe('createLiveSocket: a ping without an answer', () => {
  it('gives up on the socket 10 s after an unanswered ping: closes it with 4408, reconnects 3 s later', async () => {
    expect(SOCKET_PONG_TIMEOUT_MS).toBe(10_000);
    expect(SOCKET_PONG_TIMEOUT_CLOSE_CODE).toBe(4408);
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    const ping = first.messages.next();
    t.timers.fire(20_000);
    expect(await ping).toBe(SOCKET_PING_FRAME);

    // The test server never answers: at the deadline the client drops the socket itself.
    await t.reaches('retrying', () => t.timers.fire(10_000));
    expect(await first.closed).toBe(4408);
    expect(t.timers.delays()).toEqual([3_000]);
    expect(t.onReconnected).not.toHaveBeenCalled();

    t.query.token = 'refreshed-token';
    const second = await t.opened(() => t.timers.fire(3_000));
    expect(second.query.get('token')).toBe('refreshed-token');
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.timers.delays()).toEqual([20_000]);
  });

  it('then reconnects as after an unclean close: only while visible, at most 5 attempts', async () => {
    const t = await setup();
    await t.opened(() => t.client.connect());
    t.timers.fire(20_000);
    t.visibility.set(false);
    await t.reaches('retrying', () => t.timers.fire(10_000));
    t.timers.fire(3_000);
    expect(t.client.getStatus()).toBe('paused');
    expect(t.sockets.created).toHaveLength(1);

    t.server.refuse(true);
    await t.reaches('retrying', () => t.visibility.set(true));
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await t.reaches('retrying', () => t.timers.fire(3_000));
    }
    await t.reaches('exhausted', () => t.timers.fire(3_000));
    expect(t.server.attempts()).toBe(1 + 5);
    expect(t.timers.delays()).toEqual([]);
    expect(t.onReconnected).not.toHaveBeenCalled();
  });

  it('takes any frame after the ping as the answer, a pong it does not parse included', () => {
    const f = fakeSetup();
    f.client.connect();
    f.sockets[0]!.emit('open');

    const answers: unknown[] = [
      PONG_FRAME,
      new Uint8Array([1, 2, 3]),
      'not json',
      encodeSocketMessage({
        type: SocketMessageType.balance,
        data: { currency: 'BRL', availableBalance: 10 },
      }),
    ];
    for (const data of answers) {
      f.timers.fire(20_000);
      expect(f.timers.delays()).toEqual([10_000, 20_000]);
      f.sockets[0]!.emit('message', { data });
      expect(f.timers.delays()).toEqual([20_000]);
    }
    expect(f.onMessage).toHaveBeenCalledTimes(1);

    // A second ping while the first is unanswered does not push its deadline back.
    f.timers.fire(20_000);
    f.timers.fire(20_000);
    expect(f.timers.delays()).toEqual([10_000, 20_000]);
    expect(f.sockets[0]!.sent).toEqual(Array(answers.length + 2).fill(SOCKET_PING_FRAME));
    f.timers.fire(10_000);
    expect(f.sockets[0]!.closeCalls).toEqual([4408]);
    expect(f.client.getStatus()).toBe('retrying');
    expect(f.timers.delays()).toEqual([3_000]);
  });

  it('never holds two sockets: the next one is made after the given-up one has closed', async () => {
    const t = await setup();
    let connection = await t.opened(() => t.client.connect());
    for (let cycle = 0; cycle < 10; cycle += 1) {
      const given = t.sockets.created.at(-1)!;
      t.timers.fire(20_000);
      await t.reaches('retrying', () => t.timers.fire(10_000));
      expect(await connection.closed).toBe(4408);
      await clientClosed(given);
      // Its close event (4408, echoed by the server) starts no second series.
      expect(t.timers.delays()).toEqual([3_000]);
      expect(t.client.getStatus()).toBe('retrying');
      connection = await t.opened(() => t.timers.fire(3_000));
    }
    expect(t.sockets.created).toHaveLength(11);
    expect(t.sockets.maxAliveAtCreation()).toBe(0);
    expect(t.server.maxOpen()).toBe(1);
    expect(t.onReconnected).toHaveBeenCalledTimes(10);
    expect(t.timers.delays()).toEqual([20_000]);
  });

  it('a dead link: the given-up socket is not waited for past the retry, its late events act on nothing', () => {
    const f = fakeSetup();
    f.client.connect();
    const dead = f.sockets[0]!;
    dead.emit('open');
    f.timers.fire(20_000);
    f.timers.fire(10_000);
    expect(dead.closeCalls).toEqual([4408]);

    // Its close event does not come (the link is gone); frames it still delivers are ignored.
    dead.emit('message', { data: '{"type":1016}' });
    dead.emit('message', { data: '{"type":1012}' });
    expect(f.client.getStatus()).toBe('retrying');
    expect(f.timers.delays()).toEqual([3_000]);

    f.timers.fire(3_000);
    expect(f.sockets).toHaveLength(2);
    f.sockets[1]!.emit('open');
    expect(f.onReconnected).toHaveBeenCalledTimes(1);

    // The close event arrives at last, long after the new socket took over.
    dead.emit('close', { code: 1006 });
    dead.emit('open');
    dead.emit('message', { data: '{"type":1012}' });
    dead.emit('close', { code: 4408 });
    expect(f.client.getStatus()).toBe('open');
    expect(f.timers.delays()).toEqual([20_000]);
    expect(f.sockets).toHaveLength(2);
    expect(f.sockets[1]!.closeCalls).toEqual([]);
    expect(f.onMessage).not.toHaveBeenCalled();
    expect(f.onShake).not.toHaveBeenCalled();
  });

  it('logout and login while the closed socket never fires close: the new one waits at most 3 s', () => {
    const f = fakeSetup();
    // Logged out on a dead link, then in again.
    f.client.connect();
    f.sockets[0]!.emit('open');
    f.client.close();
    f.client.connect();
    expect(f.client.getStatus()).toBe('connecting');
    expect(f.sockets).toHaveLength(1);
    f.timers.fire(3_000);
    expect(f.sockets).toHaveLength(2);
    f.sockets[1]!.emit('open');

    // Same after a missing answer: the given-up socket holds the next login back at most 3 s.
    f.timers.fire(20_000);
    f.timers.fire(10_000);
    f.client.close();
    expect(f.timers.delays()).toEqual([]);
    f.client.connect();
    expect(f.sockets).toHaveLength(2);
    f.timers.fire(3_000);
    expect(f.sockets).toHaveLength(3);
    f.sockets[2]!.emit('open');

    f.sockets[0]!.emit('close', { code: 1006 });
    f.sockets[1]!.emit('close', { code: 1006 });
    expect(f.client.getStatus()).toBe('open');
    expect(f.timers.delays()).toEqual([20_000]);
    expect(f.sockets).toHaveLength(3);
    // Both were fresh logins, not reconnects.
    expect(f.onReconnected).not.toHaveBeenCalled();
  });
});

describe('createLiveSocket: the network coming back', () => {
  it('from retrying or exhausted, attempts at once with a fresh budget of 5', async () => {
    const t = await setup();
    const first = await t.opened(() => t.client.connect());
    t.server.refuse(true);
    await t.reaches('retrying', () => first.socket.terminate());
    await t.reaches('retrying', () => t.timers.fire(3_000));
    await t.reaches('retrying', () => t.timers.fire(3_000));
    expect(t.server.attempts()).toBe(1 + 2);

    // Going offline does nothing; coming back attempts now instead of in 3 s.
    t.online.set(false);
    expect(t.sockets.created).toHaveLength(3);
    await t.reaches('retrying', () => t.online.set(true));
    expect(t.server.attempts()).toBe(1 + 3);
    expect(t.timers.delays()).toEqual([3_000]);

    // The budget restarted at that attempt: 4 more, where the old series had 2 left.
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await t.reaches('retrying', () => t.timers.fire(3_000));
    }
    await t.reaches('exhausted', () => t.timers.fire(3_000));
    expect(t.server.attempts()).toBe(1 + 2 + 5);

    t.server.refuse(false);
    await t.opened(() => t.online.set(true));
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.timers.delays()).toEqual([20_000]);
  });

  it('from paused, attempts at once, but only while the page is visible', async () => {
    // A page whose visibility is read but never announced: only the online event can act.
    let visible = true;
    const silent: VisibilitySource = { isVisible: () => visible, subscribe: () => () => {} };
    const t = await setup({ overrides: { visibility: silent } });
    const first = await t.opened(() => t.client.connect());
    visible = false;
    await t.reaches('retrying', () => first.socket.terminate());
    t.timers.fire(3_000);
    expect(t.client.getStatus()).toBe('paused');

    t.online.set(true);
    expect(t.client.getStatus()).toBe('paused');
    expect(t.sockets.created).toHaveLength(1);

    visible = true;
    await t.opened(() => t.online.set(true));
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.server.attempts()).toBe(2);
  });

  it('never holds two sockets: no-op while idle, connecting, open or closed; the cancelled retry never fires', async () => {
    const t = await setup();
    t.online.set(true);
    expect(t.sockets.created).toHaveLength(0);

    const first = await t.opened(() => {
      t.client.connect();
      t.online.set(true);
    });
    t.online.set(true);
    expect(t.sockets.created).toHaveLength(1);
    expect(t.timers.delays()).toEqual([20_000]);

    await t.reaches('retrying', () => first.socket.terminate());
    await t.opened(() => {
      t.online.set(true);
      t.online.set(true);
      t.online.set(true);
    });
    expect(t.sockets.created).toHaveLength(2);
    expect(t.timers.delays()).toEqual([20_000]);
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.sockets.maxAliveAtCreation()).toBe(0);
    expect(t.server.maxOpen()).toBe(1);

    t.client.close();
    expect(t.online.listenerCount()).toBe(0);
    expect(t.visibility.listenerCount()).toBe(0);
    t.online.set(true);
    expect(t.sockets.created).toHaveLength(2);
    expect(t.client.getStatus()).toBe('closed');
  });

  it('right after giving up on a socket: one new socket at once, the dead one is let go', () => {
    const f = fakeSetup();
    f.client.connect();
    f.sockets[0]!.emit('open');
    f.timers.fire(20_000);
    f.timers.fire(10_000);
    expect(f.client.getStatus()).toBe('retrying');

    f.online.set(true);
    f.online.set(true);
    expect(f.sockets).toHaveLength(2);
    expect(f.timers.delays()).toEqual([]);
    f.sockets[0]!.emit('close', { code: 1006 });
    expect(f.client.getStatus()).toBe('connecting');
    f.sockets[1]!.emit('open');
    expect(f.onReconnected).toHaveBeenCalledTimes(1);
    expect(f.timers.delays()).toEqual([20_000]);
    expect(f.sockets).toHaveLength(2);
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
