import { describe, expect, it } from 'vitest';
import { getRecentGames, getUserBetPage } from '../../src/api/bets';
import { getTransferRecords } from '../../src/api/records';
import { enterGame, getCollectList, getVendorList, toggleFavourite } from '../../src/api/games';
import { setSession } from '../../src/state/session';
import { USER_BETS, buildUserBets } from '../data/bets';
import { GAMES, PROVIDERS } from '../data/games';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import { TRANSFER_RECORDS } from '../data/wallet';
import { withdrawInviteRewards } from './activities';
import { spin } from './demoGame';
import { exchange } from './wallet';
import { findUser } from './world';

// The player's library over HTTP (msw/node, the handlers the browser and the mock API run):
// favourites, recently played games and the bet history answer from the world's state, so what
// a player does in one screen shows in the others. resetAllStores() resets the world per test.

/** Launches a game for real money and plays one round of `bet`; answers the round's win. */
async function playOneRound(gameId: number, bet: number): Promise<number> {
  const { gameUrl } = await enterGame({ gameId, currency: 'BRL', isTrial: false });
  const session = new URL(gameUrl, 'http://api.test').searchParams.get('session')!;
  const answer = spin({ session, bet });
  if (!answer.ok) throw new Error(answer.error);
  return answer.data.win;
}

describe('favourites (collectList)', () => {
  it('a game favourited comes first; unfavourited, it leaves the list', async () => {
    setSession(SECOND_ACCOUNT.info);
    expect(await getCollectList()).toEqual([]);
    await toggleFavourite(10005);
    await toggleFavourite(10007);
    const list = await getCollectList();
    expect(list.map((g) => g.id)).toEqual([10007, 10005]);
    expect(list.every((g) => g.collect)).toBe(true);
    await toggleFavourite(10007);
    expect((await getCollectList()).map((g) => g.id)).toEqual([10005]);
  });

  it('are each player’s own', async () => {
    setSession(DEMO_ACCOUNT.info);
    const demoFavourites = (await getCollectList()).map((g) => g.id);
    expect(demoFavourites.length).toBeGreaterThan(0);
    setSession(SECOND_ACCOUNT.info);
    expect(await getCollectList()).toEqual([]);
  });
});

describe('recently played (gameRecent)', () => {
  it('the game just played is first, once, with its favourite flag', async () => {
    setSession(DEMO_ACCOUNT.info);
    const before = (await getRecentGames()).map((g) => g.id);
    const again = before[2]!;
    await playOneRound(again, 1);
    const after = await getRecentGames();
    expect(after[0]?.id).toBe(again);
    expect(after.filter((g) => g.id === again)).toHaveLength(1);
    expect(after).toHaveLength(before.length);

    await toggleFavourite(10011);
    await playOneRound(10011, 1);
    expect((await getRecentGames())[0]).toMatchObject({ id: 10011, collect: true });
  });
});

describe('bet history (userBetPage)', () => {
  it('a real-money round is the newest bet, with its stake and win', async () => {
    setSession(SECOND_ACCOUNT.info);
    // The second player has no seed bets (and no money to play with).
    expect(await getUserBetPage({ pageNum: 1, pageSize: 10, timeFilter: 60 })).toMatchObject({
      list: [],
      total: 0,
    });
    setSession(DEMO_ACCOUNT.info);
    const before = (await getUserBetPage({ pageNum: 1, pageSize: 10, timeFilter: 0 })).total;
    const win = await playOneRound(10009, 2);
    const page = await getUserBetPage({ pageNum: 1, pageSize: 10, timeFilter: 0 });
    expect(page.total).toBe(before + 1);
    expect(page.list[0]).toMatchObject({ betAmount: 2, winAmount: win, currency: 'BRL' });
    expect(page.list[0]?.gameName).toBeTruthy();
    // The round's game id stays in the world: the reply is a plain bet record.
    expect(page.list[0]).not.toHaveProperty('gameId');
  });

  it('the demo player’s seed bets follow the rounds, filtered by period (spec 3)', async () => {
    setSession(DEMO_ACCOUNT.info);
    const all = await getUserBetPage({ pageNum: 1, pageSize: 100, timeFilter: 60 });
    expect(all.total).toBe(USER_BETS.length);
    const times = all.list.map((b) => b.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const week = await getUserBetPage({ pageNum: 1, pageSize: 100, timeFilter: 7 });
    expect(week.total).toBeGreaterThan(0);
    expect(week.total).toBeLessThan(all.total);

    await playOneRound(10009, 1);
    const today = await getUserBetPage({ pageNum: 1, pageSize: 10, timeFilter: 0 });
    expect(today.list[0]?.id).toMatch(/^g-/);
    expect((await getUserBetPage({ pageNum: 1, pageSize: 100, timeFilter: 60 })).total).toBe(
      USER_BETS.length + 1,
    );
  });

  it('the seed is the same on every build (stories count on it)', () => {
    expect(buildUserBets()).toEqual(USER_BETS);
  });
});

describe('transfers (walletTransferRecord)', () => {
  const demo = () => findUser(DEMO_ACCOUNT.info.userNo)!;

  it('an exchange and invite rewards moved to the wallet are recorded, newest first', async () => {
    setSession(DEMO_ACCOUNT.info);
    const seed = await getTransferRecords({ pageNum: 1, pageSize: 50, timeFilter: 60 });
    expect(seed.total).toBe(TRANSFER_RECORDS.length);
    const times = seed.list.map((r) => r.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(
      exchange(demo(), { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 10 }),
    ).toMatchObject({ ok: true });
    expect(withdrawInviteRewards(demo(), { amount: 5 })).toMatchObject({ ok: true });

    const today = await getTransferRecords({ pageNum: 1, pageSize: 10, timeFilter: 0 });
    expect(today.list.slice(0, 2)).toMatchObject([
      { currency: 'BRL', amount: 5, status: 3 },
      { currency: 'USDT', status: 3 },
    ]);
    const all = await getTransferRecords({ pageNum: 1, pageSize: 50, timeFilter: 60 });
    expect(all.total).toBe(TRANSFER_RECORDS.length + 2);
  });

  it('a refused move records nothing', async () => {
    setSession(DEMO_ACCOUNT.info);
    expect(withdrawInviteRewards(demo(), { amount: 1e9 })).toMatchObject({ ok: false });
    const all = await getTransferRecords({ pageNum: 1, pageSize: 50, timeFilter: 60 });
    expect(all.total).toBe(TRANSFER_RECORDS.length);
  });
});

describe('providers (vendorList)', () => {
  it('every provider with its number of games, to visitors too', async () => {
    const vendors = await getVendorList();
    expect(vendors.map((v) => v.vendorId)).toEqual(PROVIDERS.map((p) => p.vendorId));
    for (const vendor of vendors) {
      expect(vendor.gameCount).toBe(GAMES.filter((g) => g.vendorId === vendor.vendorId).length);
    }
    expect(vendors.reduce((sum, v) => sum + (v.gameCount ?? 0), 0)).toBe(GAMES.length);
  });
});
