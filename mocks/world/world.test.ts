import { describe, expect, it } from 'vitest';
import { resetAllStores } from '../../src/state/reset';
import { GAMES } from '../data/games';
import { DEMO_ACCOUNT } from '../data/users';
import * as accounts from './accounts';
import * as activities from './activities';
import * as demoGame from './demoGame';
import * as games from './games';
import { LATENCY_RANGES, latencyFor } from './latency';
import { checkedWithdraw } from './testing';
import { createDeposit, exchange } from './wallet';
import {
  configureWorld,
  createWorldState,
  DEFAULT_SETTINGS,
  findUser,
  pendingTimers,
  resetWorld,
  setLatency,
  snapshotWorld,
  world,
} from './world';

function demo() {
  const user = findUser(DEMO_ACCOUNT.info.userNo);
  if (!user) throw new Error('no demo player');
  return user;
}

/** Changes every part of the world a request can change. */
function mutateEverything(): void {
  accounts.register({
    areaCode: '55',
    account: '11911112222',
    validCode: '123456',
    password: 'nova12345',
    inviteCode: 'VTR7K2',
    cpf: '52998224725',
  });
  accounts.login(DEMO_ACCOUNT);
  accounts.sendSms({ areaCode: '55', account: '11933334444' });
  accounts.updateMember(demo(), { nickName: 'Outro nome', avatarUrl: demo().info.avatarUrl });
  games.toggleFavourite(demo(), 10002);
  games.toggleFavourite(demo(), 10001);
  games.enterGame({ gameId: 10003, currency: 'BRL', isTrial: false }, demo());
  demoGame.spin({ session: [...world.gameSessions.keys()][0], bet: 1 });
  exchange(demo(), { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 10 });
  checkedWithdraw(demo(), { amount: 50, currency: 'BRL', accountId: 401 });
  createDeposit(demo(), { amount: 30, currency: 'BRL', payMethod: 1 });
  activities.claimRedPacket(demo(), { redNumber: 'RP202611221200' });
  activities.signToday(demo());
  activities.redeemCode(demo(), 'VITRINE10');
  activities.claimActivityBonus(demo(), 3003);
  demo().systemMessages[0]!.read = true;
  world.platform.platformStatus = 2;
  world.scenario.empty = true;
  world.scenario.applied.push('empty');
  world.idempotency.set('x', { route: 'POST /x', status: 200, body: '{}' });
  for (const session of world.sessions.values()) session.expired = true;
}

describe('resetWorld', () => {
  it('restores every part of the world to the seed exactly', () => {
    const fresh = snapshotWorld();
    expect(fresh).toEqual(JSON.parse(JSON.stringify(snapshotWorld())));
    mutateEverything();
    expect(snapshotWorld()).not.toEqual(fresh);
    resetWorld();
    expect(snapshotWorld()).toEqual(fresh);
  });

  it('gives a world equal to a newly built one, twice in a row (no shared objects)', () => {
    mutateEverything();
    resetWorld();
    const a = snapshotWorld();
    mutateEverything();
    resetWorld();
    expect(snapshotWorld()).toEqual(a);
    const built = createWorldState();
    expect(world.users.get('55328714')).toEqual(built.users.get('55328714'));
    expect(world.users.get('55328714')).not.toBe(built.users.get('55328714'));
  });

  it('does not change the seed modules', () => {
    const before = JSON.stringify(GAMES);
    mutateEverything();
    expect(JSON.stringify(GAMES)).toBe(before);
    expect(GAMES.every((g) => g.collect === false)).toBe(true);
    expect(DEMO_ACCOUNT.info.nickName).toBe('Carlão');
  });

  it('cancels pending deposit timers and keeps the host settings', () => {
    setLatency('realistic');
    configureWorld({ depositDelayMs: 60_000 });
    createDeposit(demo(), { amount: 30, currency: 'BRL', payMethod: 1 });
    expect(pendingTimers()).toBe(1);
    resetWorld();
    expect(pendingTimers()).toBe(0);
    expect(world.settings).toEqual({
      ...DEFAULT_SETTINGS,
      latency: 'realistic',
      depositDelayMs: 60_000,
    });
    configureWorld(DEFAULT_SETTINGS);
  });

  it('runs with resetAllStores (before every story and test)', () => {
    world.platform.platformStatus = 2;
    resetAllStores();
    expect(world.platform.platformStatus).toBe(1);
  });
});

describe('seed', () => {
  it('starts with the demo and second players and their seed sessions', () => {
    expect([...world.users.keys()]).toEqual(['55328714', '55410027']);
    expect([...world.sessions.keys()]).toEqual(['mock-token-55328714', 'mock-token-55410027']);
    expect(demo().wallets.map((w) => w.availableBalance)).toEqual([
      1847.35, 52.1834, 0.00123456, 0,
    ]);
    expect(demo().favourites).toEqual([10001, 10007, 10061, 10141, 10201]);
  });
});

describe('latency', () => {
  it("is off unless a host asks; 'none' is another name for off", () => {
    expect(latencyFor('gamePage')).toBe(0);
    setLatency('none');
    expect(world.settings.latency).toBe('off');
    setLatency('off');
  });

  it('is fixed per endpoint and inside the mode range', () => {
    const names = ['login', 'gamePage', 'walletSummary', 'deposit', 'activityList'];
    for (const mode of ['realistic', 'slow'] as const) {
      const [min, max] = LATENCY_RANGES[mode];
      const values = names.map((n) => latencyFor(n, mode));
      expect(values).toEqual(names.map((n) => latencyFor(n, mode)));
      for (const v of values) {
        expect(v).toBeGreaterThanOrEqual(min);
        expect(v).toBeLessThanOrEqual(max);
      }
      expect(new Set(values).size).toBeGreaterThan(1);
    }
    expect(LATENCY_RANGES).toEqual({ realistic: [150, 400], slow: [2000, 3000] });
  });
});

describe('games stay cheap with 318 games', () => {
  it('answers visitors with the catalogue objects themselves, no copies', () => {
    const page = games.gamePage(new URLSearchParams('pageSize=400'), null);
    expect(page.total).toBe(318);
    expect(page.list.every((g, i) => g === GAMES[i])).toBe(true);
  });

  it('copies only the favourite games of the page being answered', () => {
    const page = games.gamePage(new URLSearchParams('pageNum=1&pageSize=10'), demo());
    const first = page.list[0];
    expect(first).toMatchObject({ id: 10001, collect: true });
    expect(first).not.toBe(GAMES[0]);
    expect(page.list[1]).toBe(GAMES[1]);
  });

  it('filters, sorts and pages: vendor ids, category, sort by name', () => {
    const byVendor = games.gamePage(new URLSearchParams('vendorIds=209,213&pageSize=100'), null);
    expect(byVendor.list.every((g) => g.vendorId === 209 || g.vendorId === 213)).toBe(true);
    const byName = games.gamePage(
      new URLSearchParams('categoryId=103&sortType=3&pageSize=5'),
      null,
    );
    expect(byName.total).toBe(80);
    const names = byName.list.map((g) => g.gameName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const page2 = games.gamePage(new URLSearchParams('pageNum=2&pageSize=10'), null);
    expect(page2.list[0]?.id).toBe(10011);
  });

  it('favourites toggle per player and enter keeps recent games', () => {
    expect(games.toggleFavourite(demo(), 10002)).toEqual({ ok: true, data: { collect: true } });
    expect(games.collectList(demo())[0]).toMatchObject({ id: 10002, collect: true });
    expect(games.toggleFavourite(demo(), 10002)).toEqual({ ok: true, data: { collect: false } });
    expect(games.toggleFavourite(demo(), 1)).toMatchObject({ ok: false, code: 4001 });
    // The demo game's page, with the first launch of the world as its session (demoGame.ts).
    expect(games.enterGame({ gameId: 10009, currency: 'BRL', isTrial: false }, demo())).toEqual({
      ok: true,
      data: {
        gameUrl: `/demo-provider/game/index.html?session=${[...world.gameSessions.keys()][0]}`,
      },
    });
    expect([...world.gameSessions.values()][0]).toMatchObject({ gameId: 10009, trial: false });
    expect(demo().recentGames[0]).toBe(10009);
  });

  it('visitors may only try a game', () => {
    expect(games.enterGame({ gameId: 10009, currency: 'BRL', isTrial: true }, null)).toMatchObject({
      ok: true,
      data: { gameUrl: expect.stringMatching(/^\/demo-provider\/game\/index\.html\?session=g-1-/) },
    });
    expect([...world.gameSessions.values()][0]).toMatchObject({ userNo: null, trial: true });
    expect(games.enterGame({ gameId: 10009, currency: 'BRL', isTrial: false }, null)).toMatchObject(
      {
        ok: false,
        code: 4002,
        msg: 'Entre na sua conta para jogar valendo dinheiro.',
      },
    );
  });
});
