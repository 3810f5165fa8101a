import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/api/allEndpoints';
import { SocketMessageType } from '../src/live/socketMessages';
import { createEvents, PassthroughWebSocket } from '../src/live/testing/socketTesting';
import { DEMO_ACCOUNT } from './data/users';
import { startMockApi, type MockApi } from './server';
import { addExact, subtractExact } from './world/money';
import type { GameSpin } from './world/world';

// The demo game over real HTTP (server.ts): the launch URL points at the mock API's own origin,
// which serves the game's page and answers its API, and a real-money spin reaches the player's
// open app over the socket. msw/node intercepts this process's own requests: msw's passthrough
// header reaches the real server.

const PASSTHROUGH = { accept: 'msw/passthrough' };
const SEED_BRL = 1847.35;
let api: MockApi;
const sockets: PassthroughWebSocket[] = [];

beforeEach(async () => {
  api = await startMockApi({ port: 0, latency: 'off', clock: 'real' });
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await api.close();
});

function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...PASSTHROUGH, ...(init.headers as Record<string, string> | undefined) },
  });
}

/** POST game enter as the demo player; the launch URL it answers. */
async function launch(isTrial = false): Promise<URL> {
  const response = await call(`${api.origin}${endpoints.gameEnter.path}`, {
    method: 'POST',
    headers: { Authorization: DEMO_ACCOUNT.info.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ gameId: 10009, currency: 'BRL', isTrial }),
  });
  const body = (await response.json()) as { code: number; data: { gameUrl: string } };
  expect(body.code).toBe(200);
  return new URL(body.data.gameUrl);
}

describe('the demo game on the mock API', () => {
  it('launches at a page on the mock API itself, with its files', async () => {
    const url = await launch();
    expect(url.origin).toBe(api.origin);
    expect(url.pathname).toBe('/demo-provider/game/index.html');

    const page = await call(url.href);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('Caça-níqueis da Vitrine (demo)');
    expect(html).toContain('src="game.js"');

    // The folder's address answers the page too; without its slash it is sent to it, query kept.
    const folder = await call(`${api.origin}/demo-provider/game/`);
    expect(folder.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await folder.text()).toBe(html);
    const bare = await call(`${api.origin}/demo-provider/game?session=x`);
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/demo-provider/game/?session=x');

    const script = await call(new URL('game.js', url).href);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const style = await call(new URL('game.css', url).href);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');

    // Nothing but the folder's own files.
    for (const path of ['nothing.js', '%2e%2e%2fserver.ts', 'serve.ts']) {
      expect((await call(`${api.origin}/demo-provider/game/${path}`)).status).toBe(404);
    }
  });

  it('plays a real-money round over HTTP and pushes the new balance to the app (2001)', async () => {
    const frames = createEvents<string>();
    const socket = new PassthroughWebSocket(`${api.socketUrl}?token=${DEMO_ACCOUNT.info.token}`);
    sockets.push(socket);
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });

    const url = await launch();
    const session = url.searchParams.get('session')!;
    const gameApi = new URL('../api/', url);

    const state = await call(new URL(`state?session=${session}`, gameApi).href);
    expect(state.headers.get('cache-control')).toBe('no-store');
    expect(await state.json()).toMatchObject({ session, balance: SEED_BRL, bets: [0.5, 1, 2, 5] });

    const pushed = frames.next((frame) => frame.includes(`"type":${SocketMessageType.balance}`));
    const spun = await call(new URL('spin', gameApi).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, bet: 2, round: 1 }),
    });
    const round = (await spun.json()) as GameSpin;
    const expected = addExact(subtractExact(SEED_BRL, 2), round.win);
    expect(round).toMatchObject({ round: 1, bet: 2, balance: expected });
    // The bet's message comes first; the last one carries the balance after the win.
    await pushed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const balances = frames.seen
      .map((frame) => JSON.parse(frame) as { type: number; data?: { availableBalance: number } })
      .filter((message) => message.type === SocketMessageType.balance);
    expect(balances.at(-1)?.data?.availableBalance).toBe(expected);

    // The casino's wallet call agrees.
    const wallet = await call(
      `${api.origin}${endpoints.walletSummary.path.replace('{currency}', 'BRL')}`,
      {
        headers: { Authorization: DEMO_ACCOUNT.info.token },
      },
    );
    const summary = (await wallet.json()) as {
      data: { res: { currency: string; availableBalance: number }[] };
    };
    expect(summary.data.res.find((w) => w.currency === 'BRL')?.availableBalance).toBe(expected);
  });
});
