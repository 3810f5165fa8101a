import { afterEach, describe, expect, it } from 'vitest';
import { enterGame as enterGameCall } from '../../src/api/games';
import { setSession } from '../../src/state/session';
import type { SocketMessage } from '../../src/live/socketMessages';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import {
  betsOf,
  drawReels,
  GAME_ROUNDS_KEPT,
  GAME_SESSIONS_KEPT,
  gameState,
  PAY_TABLE,
  payLineOf,
  returnToPlayer,
  spin,
  SYMBOLS,
  TRIAL_CREDITS,
  type GameState,
} from './demoGame';
import { enterGame } from './games';
import { addExact, multiplyFloor, subtractExact } from './money';
import { parseStoredWorld, serializeWorld } from './persist';
import { socketBus } from './socketBus';
import { findUser, replaceWorldState, resetWorld, world, type GameSpin } from './world';

// resetAllStores() (vitest.setup.ts) resets the world before each test.

const demo = () => findUser(DEMO_ACCOUNT.info.userNo)!;
const second = () => findUser(SECOND_ACCOUNT.info.userNo)!;
const brl = () => demo().wallets.find((w) => w.currency === 'BRL')!.availableBalance;

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

/** The token of a launch, from the URL "enter game" answers. */
function launch(
  payload: { gameId?: number; currency?: string; isTrial?: boolean } = {},
  user = demo() as ReturnType<typeof demo> | null,
): string {
  const entered = enterGame({ gameId: 10009, currency: 'BRL', isTrial: false, ...payload }, user);
  if (!entered.ok) throw new Error(entered.msg);
  const url = new URL(entered.data.gameUrl, 'http://casino.test');
  return url.searchParams.get('session')!;
}

function played(answer: ReturnType<typeof spin>): GameSpin & { replayed: boolean } {
  if (!answer.ok) throw new Error(`refused: ${answer.error}`);
  return answer.data;
}

function stateOf(token: string): GameState {
  const answer = gameState(token);
  if (!answer.ok) throw new Error(`refused: ${answer.error}`);
  return answer.data;
}

describe('a launch (POST game enter)', () => {
  it('opens a game session and answers the demo game page with its token', () => {
    const entered = enterGame({ gameId: 10009, currency: 'BRL', isTrial: false }, demo());
    expect(entered.ok && entered.data.gameUrl).toMatch(
      /^\/demo-provider\/game\/index\.html\?session=g-1-[0-9a-z]+$/,
    );
    const token = launch();
    expect(token).toMatch(/^g-2-[0-9a-z]+$/);
    expect(world.gameSessions.get(token)).toMatchObject({
      userNo: DEMO_ACCOUNT.info.userNo,
      gameId: 10009,
      currency: 'BRL',
      trial: false,
      rounds: 0,
    });
    expect(stateOf(token)).toMatchObject({
      gameId: 10009,
      gameName: expect.any(String),
      currency: 'BRL',
      trial: false,
      balance: 1847.35,
      bets: [0.5, 1, 2, 5],
      round: 0,
    });
  });

  it('gives a visitor a trial launch of its own: demo credits, no player', () => {
    const token = launch({ isTrial: true }, null);
    expect(world.gameSessions.get(token)).toMatchObject({ userNo: null, trial: true });
    expect(stateOf(token)).toMatchObject({ trial: true, balance: TRIAL_CREDITS });
  });

  it('makes the same tokens in every fresh world, each one different', () => {
    const first = [launch(), launch({ isTrial: true }), launch({ gameId: 10002 })];
    resetWorld();
    const again = [launch(), launch({ isTrial: true }), launch({ gameId: 10002 })];
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });

  it('keeps the newest launches only; a forgotten one answers "Sessão expirada"', () => {
    const oldest = launch();
    for (let i = 0; i < GAME_SESSIONS_KEPT; i += 1) launch();
    expect(world.gameSessions.size).toBe(GAME_SESSIONS_KEPT);
    expect(gameState(oldest)).toMatchObject({ ok: false, error: 'session-expired' });
    expect(gameState(oldest)).toMatchObject({ message: expect.stringMatching(/^Sessão expirada/) });
  });
});

describe('a real-money spin', () => {
  it('debits the bet and credits the win exactly, round after round', () => {
    const token = launch();
    let balance = brl();
    let wins = 0;
    for (let round = 1; round <= 40; round += 1) {
      const bet = betsOf({ currency: 'BRL', trial: false })[round % 4]!;
      const result = played(spin({ session: token, bet, round }));
      const reels = drawReels(token, round);
      const multiplier = payLineOf(reels)?.multiplier ?? 0;
      expect(result).toMatchObject({ round, bet, reels, multiplier, replayed: false });
      expect(result.win).toBe(multiplyFloor(bet, multiplier, 2));
      balance = addExact(subtractExact(balance, bet), result.win);
      expect(result.balance).toBe(balance);
      expect(brl()).toBe(balance);
      if (result.win > 0) wins += 1;
    }
    // The seed token's draws include wins, so the credit path is exercised.
    expect(wins).toBeGreaterThan(0);
  });

  it('records the bet and the win as account changes and pushes the balance (2001)', () => {
    const pushed: SocketMessage[] = [];
    unsubscribes.push(socketBus.subscribe((_target, message) => pushed.push(message)));
    const token = launch();
    let round = 0;
    let result: GameSpin;
    do {
      round += 1;
      result = played(spin({ session: token, bet: 2, round }));
    } while (result.win === 0);
    const changes = demo().accountChanges.slice(0, 2);
    expect(changes.map((c) => [c.subBusinessType, c.amount])).toEqual([
      [302, result.win],
      [301, -2],
    ]);
    expect(pushed.at(-1)).toEqual({
      type: 2001,
      data: { currency: 'BRL', availableBalance: result.balance },
    });
    expect(demo().gameRounds[0]).toMatchObject({
      id: `${token}-${round}`,
      gameId: 10009,
      betAmount: 2,
      winAmount: result.win,
      currency: 'BRL',
      betTime: expect.any(Number),
    });
    expect(demo().gameRounds).toHaveLength(round);
  });

  it('keeps the newest rounds of a player only', () => {
    const token = launch();
    for (let round = 1; round <= GAME_ROUNDS_KEPT + 5; round += 1) {
      played(spin({ session: token, bet: 0.5 }));
    }
    expect(demo().gameRounds).toHaveLength(GAME_ROUNDS_KEPT);
    expect(demo().gameRounds[0]!.id).toBe(`${token}-${GAME_ROUNDS_KEPT + 5}`);
  });

  it('answers the same round again without betting twice (a retry after a lost answer)', () => {
    const token = launch();
    const first = played(spin({ session: token, bet: 1, round: 1 }));
    const balance = brl();
    const again = played(spin({ session: token, bet: 1, round: 1 }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(brl()).toBe(balance);
    expect(demo().gameRounds).toHaveLength(1);
    // Another bet for the same round, or a round from the past, is stale.
    expect(spin({ session: token, bet: 2, round: 1 })).toMatchObject({ error: 'round-stale' });
    expect(spin({ session: token, bet: 1, round: 5 })).toMatchObject({ error: 'round-stale' });
    expect(played(spin({ session: token, bet: 1, round: 2 })).round).toBe(2);
  });
});

describe('refusals', () => {
  it('an unknown session, a bet not offered, a bet above the balance, a body that is no JSON', () => {
    const token = launch();
    const before = brl();
    expect(spin({ session: 'g-999-nope', bet: 1 })).toMatchObject({
      ok: false,
      error: 'session-expired',
    });
    expect(gameState(null)).toMatchObject({ ok: false, error: 'session-expired' });
    expect(spin({ session: token, bet: 0.3 })).toMatchObject({
      ok: false,
      error: 'bet-invalid',
      message: 'Aposta inválida. Escolha um dos valores da lista.',
    });
    expect(spin({ session: token, bet: '1' })).toMatchObject({ error: 'bet-invalid' });
    expect(spin(null)).toMatchObject({ error: 'bad-request' });
    expect(brl()).toBe(before);

    // The second player has no money yet.
    const broke = launch({}, second());
    expect(spin({ session: broke, bet: 0.5 })).toMatchObject({
      ok: false,
      error: 'balance-low',
      message: 'Saldo insuficiente para esta aposta.',
    });
    expect(second().accountChanges).toEqual([]);
    expect(stateOf(broke).round).toBe(0);
  });

  it('a player who no longer exists ends their launches', () => {
    const token = launch({}, second());
    world.users.delete(SECOND_ACCOUNT.info.userNo);
    expect(gameState(token)).toMatchObject({ error: 'session-expired' });
  });
});

describe('trial play', () => {
  it('never touches the wallet, its records or the socket', () => {
    const pushed: SocketMessage[] = [];
    unsubscribes.push(socketBus.subscribe((_target, message) => pushed.push(message)));
    const wallets = structuredClone(demo().wallets);
    const changes = demo().accountChanges.length;
    const token = launch({ isTrial: true });
    let credits = TRIAL_CREDITS;
    for (let round = 1; round <= 30; round += 1) {
      const result = played(spin({ session: token, bet: 5, round }));
      credits = addExact(subtractExact(credits, 5), result.win);
      expect(result.balance).toBe(credits);
    }
    expect(stateOf(token).balance).toBe(credits);
    expect(demo().wallets).toEqual(wallets);
    expect(demo().accountChanges).toHaveLength(changes);
    expect(demo().gameRounds).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('refuses a bet above the demo credits left', () => {
    const token = launch({ isTrial: true });
    world.gameSessions.get(token)!.trialBalance = 1;
    expect(spin({ session: token, bet: 2 })).toMatchObject({ error: 'balance-low' });
    expect(played(spin({ session: token, bet: 1 })).round).toBe(1);
  });
});

describe('the draw', () => {
  it('is the same for the same session and round, in every world', () => {
    const token = launch();
    const results = [1, 2, 3, 4, 5].map((round) => played(spin({ session: token, bet: 1, round })));
    resetWorld();
    const again = launch();
    expect(again).toBe(token);
    expect([1, 2, 3, 4, 5].map((round) => played(spin({ session: again, bet: 1, round })))).toEqual(
      results,
    );
    expect(drawReels(token, 3)).toEqual(drawReels(token, 3));
    expect(drawReels(token, 3)).not.toEqual(drawReels('g-1-other', 3));
  });

  it('lands each symbol as often as its weight says', () => {
    const total = SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
    const counts = new Map<string, number>();
    const rounds = 20_000;
    for (let round = 1; round <= rounds; round += 1) {
      for (const id of drawReels('g-1-frequency', round)) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    for (const symbol of SYMBOLS) {
      const share = (counts.get(symbol.id) ?? 0) / (rounds * 3);
      expect(share).toBeCloseTo(symbol.weight / total, 2);
    }
  });
});

describe('the pay table', () => {
  it('returns about 95 % to the player (computed over every combination)', () => {
    const rtp = returnToPlayer();
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.98);
    expect(rtp).toBeCloseTo(0.946, 6);
    expect(stateOf(launch()).rtp).toBe(rtp);
  });

  it('pays three of a kind over two cherries, and two cherries anywhere', () => {
    expect(payLineOf(['cereja', 'cereja', 'cereja'])?.multiplier).toBe(10);
    expect(payLineOf(['cereja', 'uva', 'cereja'])?.label).toBe('Duas cerejas');
    expect(payLineOf(['sete', 'sete', 'sete'])?.multiplier).toBe(100);
    expect(payLineOf(['sete', 'sete', 'bar'])).toBeNull();
    expect(payLineOf(['cereja', 'uva', 'limao'])).toBeNull();
    expect(PAY_TABLE.every((line) => line.multiplier > 0)).toBe(true);
  });
});

describe('kept across a reload of the demo', () => {
  it('an open launch plays on in the world restored from its stored copy', () => {
    const token = launch();
    played(spin({ session: token, bet: 1, round: 1 }));
    const restored = parseStoredWorld(serializeWorld());
    expect(restored).not.toBeNull();
    resetWorld();
    expect(gameState(token)).toMatchObject({ error: 'session-expired' });
    replaceWorldState(restored!);
    expect(stateOf(token).round).toBe(1);
    expect(played(spin({ session: token, bet: 1, round: 2 })).round).toBe(2);
  });
});

describe('over HTTP (msw/node, the handlers the browser and the mock API run)', () => {
  it('the launch URL leads to the game API: state, then a spin', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { gameUrl } = await enterGameCall({ gameId: 10009, currency: 'BRL', isTrial: false });
    const page = new URL(gameUrl, 'http://api.test');
    const api = new URL('../api/', page);
    const session = page.searchParams.get('session')!;

    const state = await fetch(new URL(`state?session=${session}`, api));
    expect(state.headers.get('cache-control')).toBe('no-store');
    expect(await state.json()).toMatchObject({ session, balance: 1847.35, round: 0 });

    const spun = await fetch(new URL('spin', api), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, bet: 5, round: 1 }),
    });
    const result = (await spun.json()) as GameSpin;
    expect(result).toMatchObject({ round: 1, bet: 5, reels: drawReels(session, 1) });
    expect(result.balance).toBe(addExact(subtractExact(1847.35, 5), result.win));

    const refused = await fetch(new URL('spin', api), { method: 'POST', body: 'not json' });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ error: 'bad-request', message: 'Pedido inválido.' });
  });
});
