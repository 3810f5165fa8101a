import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppType } from '../src/api/contract';
import { endpoints } from '../src/api/allEndpoints';
import { createLiveSocket } from '../src/live/socket';
import { SocketMessageType, type SocketMessage } from '../src/live/socketMessages';
import { createEvents, PassthroughWebSocket } from '../src/live/testing/socketTesting';
import { FIXED_NOW } from './data/clock';
import { DEMO_ACCOUNT } from './data/users';
import { startMockApi, type MockApi } from './server';
import { SOCKET_PONG_FRAME } from './socketLink';
import { socketBus } from './world/socketBus';
import { world } from './world/world';
import { restoreRealClock } from './world/worldClock';

// The mock API as a real server on 127.0.0.1 (port 0). msw/node (vitest.setup.ts) intercepts
// this process's own outgoing requests, so every client here carries msw's passthrough Accept
// header and really reaches the server; the server itself runs the handlers with getResponse.

const PASSTHROUGH = { accept: 'msw/passthrough' };
const APP_ORIGIN = 'http://127.0.0.1:4173';

let api: MockApi;
const cleanups: (() => unknown)[] = [];

beforeEach(async () => {
  // The test's own clock (vitest.setup.ts) stays; the world clock has a test of its own.
  api = await startMockApi({ port: 0, latency: 'off', clock: 'real' });
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
  await api.close();
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${api.origin}${path}`, {
    ...init,
    headers: { ...PASSTHROUGH, ...(init.headers as Record<string, string> | undefined) },
  });
}

/** A raw socket to the server with this session token; resolves once open. */
async function openSocket(token: string) {
  const socket = new PassthroughWebSocket(`${api.socketUrl}?token=${token}`);
  const frames = createEvents<string>();
  socket.on('message', (data) => frames.push(String(data)));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  cleanups.push(() => socket.terminate());
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, closed };
}

const balance = (availableBalance: number): SocketMessage => ({
  type: SocketMessageType.balance,
  data: { currency: 'BRL', availableBalance },
});

describe('mock API over HTTP', () => {
  it('answers a casino API call with the mock world envelope and CORS headers', async () => {
    const response = await call(endpoints.platformConfig.path, {
      headers: { origin: APP_ORIGIN, Authorization: '', 'device-id': 'test-device' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const body = (await response.json()) as { code: number; data: { platformCurrency: string } };
    expect(body.code).toBe(200);
    expect(body.data.platformCurrency).toBe('BRL');
  });

  it('answers with picture URLs on its own image host, as a real operator does', async () => {
    const response = await call(`${endpoints.bannerList.path}?bannerType=1&locationCode=home`);
    const text = await response.text();
    expect(text).not.toContain('data:image');
    const { data } = JSON.parse(text) as { data: { h5PicUrl: string }[] };
    const picture = data[0]!.h5PicUrl;
    expect(picture).toMatch(new RegExp(`^${api.origin}/__mock/img/\\d+\\.png$`));
    // The app appends its image-proxy query; the host ignores it and serves a raster picture.
    const image = await call(`${new URL(picture).pathname}?x-image-process=image/quality,q_85`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The banner is 750x300 (5:2): the stand-in keeps the ratio (240 x 96 pixels).
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([240, 96]);
  });

  it('answers a CORS preflight for every header the app sends', async () => {
    const requested = [
      'authorization',
      'lang',
      'device-id',
      'device-type',
      'device-name',
      'os-version',
      'app-sub-type',
      'pwa-short-code',
      'referrer',
      'channel-id',
      'invite-code',
      'sign-code',
      'idempotency-key',
      'content-type',
    ];
    const response = await call(endpoints.login.path, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': requested.join(','),
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/,\s*/);
    expect(requested.filter((name) => !allowed.includes(name))).toEqual([]);
    // Preflights are cached for a day (the browser caps it lower).
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('answers a path no handler knows with 404 and CORS headers, and reports it', async () => {
    await api.close();
    const unhandled: string[] = [];
    api = await startMockApi({
      latency: 'off',
      clock: 'real',
      onUnhandled: (method, path) => unhandled.push(`${method} ${path}`),
    });

    const response = await call('/api/nothing/here', { headers: { origin: APP_ORIGIN } });

    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(unhandled).toEqual(['GET /api/nothing/here']);
  });
});

describe('mock API socket', () => {
  it('pushes a balance update to the session it is for, and messages for all to everyone', async () => {
    const player = await openSocket('token-player');
    const other = await openSocket('token-other');
    const isBroadcast = (frame: string) => frame.includes(`${SocketMessageType.redPacket}`);
    const playerDone = player.frames.next(isBroadcast);
    const otherDone = other.frames.next(isBroadcast);

    socketBus.publish({ token: 'token-player' }, balance(1234.5));
    socketBus.publish('all', { type: SocketMessageType.redPacket });
    await Promise.all([playerDone, otherDone]);

    const parse = (frames: string[]) => frames.map((frame) => JSON.parse(frame) as unknown);
    expect(parse(player.frames.seen)).toEqual([
      balance(1234.5),
      { type: SocketMessageType.redPacket },
    ]);
    // Frames arrive in order, so the other session never got the balance meant for the player.
    expect(parse(other.frames.seen)).toEqual([{ type: SocketMessageType.redPacket }]);
  });

  it('answers the heartbeat ping', async () => {
    const { socket, frames } = await openSocket('token-player');
    const reply = frames.next();

    socket.send('{"type":"ping"}');

    expect(await reply).toBe(SOCKET_PONG_FRAME);
  });

  it("delivers a published 2001 to the app's own socket client", async () => {
    const messages = createEvents<SocketMessage>();
    const statuses = createEvents<string>();
    const client = createLiveSocket({
      url: api.socketUrl,
      getQuery: () => ({
        appType: AppType.androidPwa,
        token: 'token-app',
        deviceId: 'device-1',
        deviceType: 'H5',
        deviceName: 'Android',
      }),
      onMessage: (message) => messages.push(message),
      onStatus: (status) => statuses.push(status),
      WebSocketImpl: PassthroughWebSocket,
    });
    cleanups.push(() => client.close());
    const opened = statuses.next((status) => status === 'open');
    client.connect();
    await opened;
    const received = messages.next();

    socketBus.publish({ token: 'token-app' }, balance(99.9));

    expect(await received).toEqual(balance(99.9));
  });
});

describe('mock API control', () => {
  const platformStatus = async () => {
    const body = (await (await call(endpoints.platformConfig.path)).json()) as {
      data: { platformStatus: number };
    };
    return body.data.platformStatus;
  };
  const walletCode = async () => {
    const response = await call(endpoints.walletSummary.path.replace('{currency}', 'BRL'), {
      headers: { Authorization: DEMO_ACCOUNT.info.token },
    });
    return ((await response.json()) as { code: number }).code;
  };

  it('switches the world into a scenario and back with reset', async () => {
    expect(await platformStatus()).toBe(1);
    expect(await walletCode()).toBe(200);

    const applied = await call('/__mock/scenario/maintenance', { method: 'POST' });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ applied: ['maintenance'] });

    expect(await platformStatus()).toBe(2);
    expect(await walletCode()).toBe(6102);

    const list = (await (await call('/__mock/scenarios')).json()) as {
      scenarios: string[];
      applied: string[];
    };
    expect(list.scenarios).toContain('maintenance');
    expect(list.applied).toEqual(['maintenance']);

    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(await platformStatus()).toBe(1);
    expect(await walletCode()).toBe(200);
  });

  it('a reset gives back the latency the server started with', async () => {
    expect(world.settings.latency).toBe('off');
    expect((await call('/__mock/latency/slow', { method: 'POST' })).status).toBe(200);
    expect(world.settings.latency).toBe('slow');
    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(world.settings.latency).toBe('off');
  });

  it("'offline' drops the connection of every API call, control routes still answer", async () => {
    expect((await call('/__mock/scenario/offline', { method: 'POST' })).status).toBe(200);
    await expect(call(endpoints.platformConfig.path)).rejects.toThrow(TypeError);
    expect((await call('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(await platformStatus()).toBe(1);
  });

  it('rejects an unknown scenario, live scenario or latency, and a message that is not JSON', async () => {
    for (const path of [
      '/__mock/scenario/no-such-scenario',
      '/__mock/live/maintenance',
      '/__mock/latency/instant',
    ]) {
      expect((await call(path, { method: 'POST' })).status).toBe(404);
    }
    const badMessage = await call('/__mock/socket', { method: 'POST', body: 'not json' });
    expect(badMessage.status).toBe(400);
  });

  it('pushes a live scenario message at once', async () => {
    const { frames } = await openSocket('token-player');
    const frame = frames.next();

    expect((await call('/__mock/live/socket-1016', { method: 'POST' })).status).toBe(200);

    expect(JSON.parse(await frame)).toEqual({ type: SocketMessageType.redPacket });
  });

  it('publishes a message on the socket bus for humans and e2e', async () => {
    const { frames } = await openSocket('token-player');
    const frame = frames.next();

    const response = await call('/__mock/socket', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: { type: SocketMessageType.closeRequest } }),
    });

    expect(response.status).toBe(200);
    expect(JSON.parse(await frame)).toEqual({ type: SocketMessageType.closeRequest });
  });
});

describe('mock API shutdown', () => {
  it('closes open sockets and stops listening', async () => {
    const { closed } = await openSocket('token-player');
    const { origin } = api;

    await api.close();

    expect(await closed).toBeGreaterThan(0);
    await expect(fetch(`${origin}/__mock/scenarios`, { headers: PASSTHROUGH })).rejects.toThrow();
    // afterEach closes again: closing twice must be harmless.
  });
});

describe('the world clock', () => {
  afterEach(() => restoreRealClock());

  it("reads the seed's instant from every reset on, going on at the normal pace", async () => {
    vi.useRealTimers();
    await api.close();
    api = await startMockApi({ port: 0, latency: 'off' });
    const read = async () => ((await (await call('/__mock/clock')).json()) as { now: number }).now;
    const first = await read();
    expect(first).toBeGreaterThanOrEqual(FIXED_NOW);
    expect(first - FIXED_NOW).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await read()).toBeGreaterThan(first);
    // A reset sets it back to the seed's instant: afterwards it has gone on for no longer than
    // the reset and the reading took (measured, so a busy machine cannot fail it), while without
    // the reset it would read the 60 ms above and more.
    const resetAt = performance.now();
    await call('/__mock/reset', { method: 'POST' });
    const after = await read();
    expect(after - FIXED_NOW).toBeLessThanOrEqual(performance.now() - resetAt + 2);
  });

  it("dates every answer by the world's clock and lets a page of another origin read it", async () => {
    vi.useRealTimers();
    await api.close();
    api = await startMockApi({ port: 0, latency: 'off' });
    const response = await call('/api/business_config/v1/platformConfig', {
      headers: { Origin: 'http://localhost:4173' },
    });
    const dated = Date.parse(response.headers.get('date') ?? '');
    // The header counts whole seconds; the machine's clock is nowhere near the seed's instant.
    expect(Math.abs(dated - FIXED_NOW)).toBeLessThan(5_000);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/\bDate\b/);
  });
});
