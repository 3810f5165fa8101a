import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { DAY, HOUR } from '../../../../mocks/data/clock';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { Code } from '../../../../mocks/world/codes';
import { getRanking, getSuperMemberDayRankings } from '../../../api/activities';
import type { RankingEntry, RankingPrize } from '../../../api/contract';
import { now } from '../../../lib/clock';
import { setSession } from '../../../state/session';
import { refreshWallet, walletState } from '../../../state/wallet';
import { refreshActivities } from '../activityRefresh';
import {
  claimRankingPrize,
  clubStandings,
  drawSuperMemberDay,
  hasGapBefore,
  lastPrizePhase,
  leaderboardRows,
  lotteryPhase,
  prizeForRank,
} from './rankingRules';
import { countRequests, failure } from '../../../lib/testing/requests';

// The lists' refresh after a claim is another module's rule (activityRefresh.test.ts).
vi.mock('../activityRefresh', () => ({ refreshActivities: vi.fn() }));

const PRIZES: RankingPrize[] = [
  { fromRank: 1, toRank: 1, reward: 500 },
  { fromRank: 2, toRank: 3, reward: 200 },
  { fromRank: 4, toRank: 10, reward: 50 },
];

const entries = (n: number): RankingEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    rank: i + 1,
    userNo: `55***${i}`,
    amount: 1000 - i,
    reward: prizeForRank(PRIZES, i + 1),
  }));

afterEach(() => {
  vi.mocked(refreshActivities).mockClear();
});

describe('prizeForRank', () => {
  it('finds the band of a rank, inclusive at both ends, 0 outside every band', () => {
    expect(prizeForRank(PRIZES, 1)).toBe(500);
    expect(prizeForRank(PRIZES, 2)).toBe(200);
    expect(prizeForRank(PRIZES, 3)).toBe(200);
    expect(prizeForRank(PRIZES, 10)).toBe(50);
    expect(prizeForRank(PRIZES, 11)).toBe(0);
    expect(prizeForRank([], 1)).toBe(0);
  });
});

describe('leaderboardRows: the reader finds their place', () => {
  it('marks the reader inside the top and pins nothing', () => {
    const { rows, pinned } = leaderboardRows(
      entries(10),
      { rank: 4, userNo: '55***4', amount: 996 },
      PRIZES,
    );
    expect(rows.filter((r) => r.mine).map((r) => r.rank)).toEqual([4]);
    expect(pinned).toBeNull();
  });

  it('pins the reader outside the top, with the prize of their rank and a gap before', () => {
    const rows10 = entries(10);
    const { rows, pinned } = leaderboardRows(
      rows10,
      { rank: 23, userNo: '55***7', amount: 12 },
      PRIZES,
    );
    expect(rows.some((r) => r.mine)).toBe(false);
    expect(pinned).toEqual({ rank: 23, userNo: '55***7', amount: 12, reward: 0, mine: true });
    expect(hasGapBefore(rows, pinned!)).toBe(true);
  });

  it('no gap when the pinned rank follows the last listed one', () => {
    const { rows, pinned } = leaderboardRows(
      entries(3),
      { rank: 4, userNo: 'x', amount: 1 },
      PRIZES,
    );
    expect(pinned?.reward).toBe(50);
    expect(hasGapBefore(rows, pinned!)).toBe(false);
  });

  it('an unranked player or a visitor is neither marked nor pinned; rows come in rank order', () => {
    const shuffled = [...entries(3)].reverse();
    for (const me of [null, { rank: null, userNo: 'x', amount: 0 }]) {
      const { rows, pinned } = leaderboardRows(shuffled, me, PRIZES);
      expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
      expect(rows.some((r) => r.mine)).toBe(false);
      expect(pinned).toBeNull();
    }
  });
});

describe('lastPrizePhase (spec 6: a visitor is asked to register)', () => {
  it('follows the finished period of a player', () => {
    expect(lastPrizePhase({ last: null }, false)).toBe('visitor');
    expect(lastPrizePhase({ last: { rank: 1, reward: 5, claimed: false } }, false)).toBe('visitor');
    expect(lastPrizePhase({ last: null }, true)).toBe('none');
    expect(lastPrizePhase({ last: { rank: 60, reward: 0, claimed: false } }, true)).toBe('none');
    expect(lastPrizePhase({ last: { rank: 7, reward: 50, claimed: false } }, true)).toBe(
      'claimable',
    );
    expect(lastPrizePhase({ last: { rank: 7, reward: 50, claimed: true } }, true)).toBe('claimed');
  });
});

describe('lotteryPhase', () => {
  const lottery = (drawsLeft: number, drawnAmount: number | null) => ({
    prizes: [1],
    drawsLeft,
    drawnAmount,
  });
  it('visitor, drawn, drawable, closed', () => {
    expect(lotteryPhase({ open: true, lottery: lottery(1, null) }, false)).toBe('visitor');
    expect(lotteryPhase({ open: true, lottery: lottery(0, 18.88) }, true)).toBe('drawn');
    expect(lotteryPhase({ open: false, lottery: lottery(0, 18.88) }, true)).toBe('drawn');
    expect(lotteryPhase({ open: true, lottery: lottery(1, null) }, true)).toBe('drawable');
    expect(lotteryPhase({ open: false, lottery: lottery(1, null) }, true)).toBe('closed');
    expect(lotteryPhase({ open: true, lottery: lottery(0, null) }, true)).toBe('closed');
  });
});

describe('clubStandings (CHOICE: the clubs as a bet ranking)', () => {
  it('most bets first, places from 1, clubs without a summary last by name', () => {
    const clubs = [
      { id: 1, name: 'Jaguar', memberCount: 10, level: 'Ouro' },
      { id: 2, name: 'Tucano', memberCount: 5, level: 'Prata' },
      { id: 3, name: 'Arara', memberCount: 7, level: 'Bronze' },
      { id: 4, name: 'Anta', memberCount: 1, level: 'Bronze' },
    ];
    const summaries = [
      { clubId: 1, totalBet: 100, weeklyReward: 10, currency: 'BRL' },
      { clubId: 2, totalBet: 300, weeklyReward: 30, currency: 'BRL' },
      { clubId: 9, totalBet: 999, weeklyReward: 99, currency: 'BRL' },
    ];
    const standings = clubStandings(clubs, summaries);
    expect(standings.map((c) => [c.place, c.name, c.totalBet])).toEqual([
      [1, 'Tucano', 300],
      [2, 'Jaguar', 100],
      [3, 'Anta', null],
      [4, 'Arara', null],
    ]);
  });
});

describe('the ranking details of the mock world (contract RankingDetails)', () => {
  it('the running period ends at the next São Paulo midnight (day) and Monday (week)', async () => {
    setSession(DEMO_ACCOUNT.info);
    const day = await getRanking({ kind: 'bet', period: 'day' });
    const week = await getRanking({ kind: 'bet', period: 'week' });
    const at = now();
    // São Paulo midnight is 03:00 UTC (UTC-3 all year); weeks end on a Monday.
    expect(day.endTime % DAY).toBe(3 * HOUR);
    expect(day.endTime - day.startTime).toBe(DAY);
    expect(day.startTime <= at && at < day.endTime).toBe(true);
    expect(week.endTime % DAY).toBe(3 * HOUR);
    expect(new Date(week.endTime - 3 * HOUR).getUTCDay()).toBe(1);
    expect(week.endTime - week.startTime).toBe(7 * DAY);
    expect(week.startTime <= at && at < week.endTime).toBe(true);
    expect(day.list.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(day.me).toMatchObject({ rank: 4 });
    expect(week.me).toMatchObject({ rank: 23 });
    expect(day.last).toEqual({ rank: 7, reward: 50, claimed: false });
  });

  it('a visitor reads the board without a standing or a prize', async () => {
    const day = await getRanking({ kind: 'invite', period: 'week' });
    expect(day.list).toHaveLength(10);
    expect(day.me).toBeNull();
    expect(day.last).toBeNull();
  });
});

describe('claimRankingPrize (spec 6 money action)', () => {
  it('ten taps send one claim; the wallet rises by the prize; the lists are refreshed', async () => {
    setSession(DEMO_ACCOUNT.info);
    await refreshWallet();
    const before = walletState.total;
    const claims = countRequests(server, /\/ranking\/v1\/bet\/day\/claim$/);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => claimRankingPrize('bet', 'day')),
    );

    expect(claims.count()).toBe(1);
    expect(results.every((r) => r.amount === 50 && r.currency === 'BRL')).toBe(true);
    await vi.waitFor(() => expect(walletState.total).toBeCloseTo(before + 50, 2));
    expect(refreshActivities).toHaveBeenCalled();
    expect((await getRanking({ kind: 'bet', period: 'day' })).last?.claimed).toBe(true);
  });

  it('a second intent is refused: already claimed (3001), with the server message', async () => {
    setSession(DEMO_ACCOUNT.info);
    await claimRankingPrize('bet', 'week');
    const error = await failure(claimRankingPrize('bet', 'week'));
    expect(error).toMatchObject({
      code: Code.alreadyClaimed,
      message: 'Você já resgatou este prêmio.',
    });
  });

  it('nothing to claim where the player won no prize (3002)', async () => {
    setSession(DEMO_ACCOUNT.info);
    expect((await failure(claimRankingPrize('invite', 'day'))).code).toBe(Code.nothingToClaim);
  });

  it("'ranking-claimed-elsewhere': the claim answers 3001", async () => {
    server.use(...scenarios['ranking-claimed-elsewhere']);
    setSession(DEMO_ACCOUNT.info);
    expect((await failure(claimRankingPrize('bet', 'day'))).code).toBe(Code.alreadyClaimed);
  });
});

describe('the super member day and its draw', () => {
  it('draws once: two taps, one request; then the day says what it paid', async () => {
    setSession(DEMO_ACCOUNT.info);
    const before = await getSuperMemberDayRankings();
    expect(before).toMatchObject({ open: true, lottery: { drawsLeft: 1, drawnAmount: null } });
    const draws = countRequests(server, /\/superMemberDay\/v1\/lottery$/);
    const [a, b] = await Promise.all([drawSuperMemberDay(), drawSuperMemberDay()]);
    expect(draws.count()).toBe(1);
    expect(a).toEqual({ amount: 18.88, currency: 'BRL' });
    expect(b).toEqual(a);
    expect(await getSuperMemberDayRankings()).toMatchObject({
      lottery: { drawsLeft: 0, drawnAmount: 18.88 },
    });
    expect((await failure(drawSuperMemberDay())).code).toBe(Code.alreadyClaimed);
  });

  it("'super-member-day-over': closed, the next in 7 days, the draw refused (3007)", async () => {
    server.use(...scenarios['super-member-day-over']);
    setSession(DEMO_ACCOUNT.info);
    const day = await getSuperMemberDayRankings();
    expect(day.open).toBe(false);
    expect(day.startTime - now()).toBeGreaterThan(6 * DAY);
    expect(day.startTime - now()).toBeLessThanOrEqual(7 * DAY);
    expect(lotteryPhase(day, true)).toBe('closed');
    expect((await failure(drawSuperMemberDay())).code).toBe(Code.notOpenYet);
  });
});
