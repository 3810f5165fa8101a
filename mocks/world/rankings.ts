/**
 * Rankings, the super member day and clubs of the mock world (spec 7 Activity: "bet and invite
 * rankings day and week (details, claim)", "super member day rankings and lottery", "club
 * list", "clubSummary list"; contract.ts CHOICE RankingDetails, SuperMemberDay, Club,
 * ClubSummary). Deterministic: the leaderboards come from seeds, the player's standing from the
 * tables below, periods from the world's clock. Every prize is paid once (the claim is kept on
 * the player: 3001 after that), in BRL, with an account change (wallet.ts `applyMoney`).
 */
import type {
  ClaimResult,
  Club,
  ClubSummary,
  RankingDetails,
  RankingEntry,
  RankingKind,
  RankingPeriod,
  RankingPrize,
  RankingStanding,
  SuperMemberDay,
} from '../../src/api/contract';
import { now } from '../../src/lib/clock';
import { maskUserNo } from '../data/activities';
import { DAY, HOUR } from '../data/clock';
import { createRng, hashSeed } from '../data/prng';
import { LOTTERY_PRIZES, RANKING_PRIZES } from '../data/promoTerms';
import { saoPauloDay } from './activities';
import { Refuse } from './codes';
import { applyMoney } from './wallet';
import { done, refused, scenarioApplied, type Outcome, type WorldUser } from './world';

/** Sub business type of activity rewards (mocks/data/wallet.ts SUB_BUSINESS_TYPES: bonus). */
const SUB_BONUS = 401;
const TOP = 10;

/** 00:00 São Paulo of the day of `at` (São Paulo is UTC-3 all year). */
function dayStart(at: number): number {
  return Date.parse(`${saoPauloDay(at)}T00:00:00Z`) + 3 * HOUR;
}

/** CHOICE: weeks run Monday 00:00 to Monday 00:00 São Paulo. */
function weekStart(at: number): number {
  const start = dayStart(at);
  const weekday = new Date(start - 3 * HOUR).getUTCDay(); // 0 Sunday
  return start - ((weekday + 6) % 7) * DAY;
}

function periodOf(period: RankingPeriod, at = now()): { startTime: number; endTime: number } {
  const startTime = period === 'day' ? dayStart(at) : weekStart(at);
  return { startTime, endTime: startTime + (period === 'day' ? DAY : 7 * DAY) };
}

// The prize bands (BRL) of each ranking and of the super member day: RANKING_PRIZES (the terms).
const PRIZES = RANKING_PRIZES;

/**
 * CHOICE: the demo player's rank in the running period (null: not ranked) and in the finished
 * one (null: no prize): inside the top 10 on the bet day, outside it (pinned) on the bet week.
 */
const STANDING: Record<string, { now: number | null; last: number | null }> = {
  'bet:day': { now: 4, last: 7 },
  'bet:week': { now: 23, last: 9 },
  'invite:day': { now: null, last: null },
  'invite:week': { now: 12, last: 15 },
  superMemberDay: { now: 5, last: null },
};

export function prizeOf(prizes: readonly RankingPrize[], rank: number): number {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.reward ?? 0;
}

/** The amount of each rank from 1 down: decreasing, the same on every call of a seed. */
function amountsOf(seed: string, top: number, whole: boolean): (rank: number) => number {
  const rng = createRng(hashSeed(seed));
  const amounts: number[] = [];
  let amount = top;
  return (rank) => {
    while (amounts.length < rank) {
      amount = amount * rng.amount(0.75, 0.95);
      amounts.push(whole ? Math.max(1, Math.round(amount)) : Math.round(amount * 100) / 100);
    }
    return amounts[rank - 1] ?? 0;
  };
}

function board(
  seed: string,
  prizes: readonly RankingPrize[],
  top: number,
  whole: boolean,
  user: WorldUser | null,
  myRank: number | null,
): { list: RankingEntry[]; me: RankingStanding | null } {
  if (scenarioApplied('rankings-empty')) {
    return {
      list: [],
      me: user ? { rank: null, userNo: maskUserNo(user.info.userNo), amount: 0 } : null,
    };
  }
  const amountAt = amountsOf(seed, top, whole);
  const rng = createRng(hashSeed(`${seed}:players`));
  const list = Array.from({ length: TOP }, (_, i): RankingEntry => {
    const rank = i + 1;
    const other = maskUserNo(`55${rng.int(1_000_000, 9_999_999)}`);
    const mine = user !== null && rank === myRank;
    return {
      rank,
      userNo: mine ? maskUserNo(user.info.userNo) : other,
      amount: amountAt(rank),
      reward: prizeOf(prizes, rank),
    };
  });
  const me: RankingStanding | null = user
    ? {
        rank: myRank,
        userNo: maskUserNo(user.info.userNo),
        amount: myRank === null ? (whole ? 0 : 35.5) : amountAt(myRank),
      }
    : null;
  return { list, me };
}

export function isRanking(kind: string, period: string): boolean {
  return `${kind}:${period}` in PRIZES;
}

const claimKey = (kind: string, period: string, at = now()) =>
  `ranking:${kind}:${period}:${periodOf(period as RankingPeriod, at).startTime}`;

/** The previous period's prize of the player (0: none). */
function lastReward(kind: string, period: string): { rank: number; reward: number } | null {
  const rank = STANDING[`${kind}:${period}`]?.last ?? null;
  if (rank === null || scenarioApplied('rankings-empty')) return null;
  const reward = prizeOf(PRIZES[`${kind}:${period}`] ?? [], rank);
  return reward > 0 ? { rank, reward } : null;
}

/** GET ranking/{kind}/{period}/details (CHOICE RankingDetails). */
export function ranking(kind: string, period: string, user: WorldUser | null): RankingDetails {
  const id = `${kind}:${period}`;
  const prizes = (PRIZES[id] ?? []).map((p) => ({ ...p }));
  const { list, me } = board(
    `ranking:${id}`,
    prizes,
    kind === 'bet' ? (period === 'day' ? 90_000 : 640_000) : period === 'day' ? 12 : 60,
    kind === 'invite',
    user,
    STANDING[id]?.now ?? null,
  );
  const last = user ? lastReward(kind, period) : null;
  return {
    kind: kind as RankingKind,
    period: period as RankingPeriod,
    ...periodOf(period as RankingPeriod),
    currency: 'BRL',
    list,
    prizes,
    me,
    last: last && user ? { ...last, claimed: user.claims.includes(claimKey(kind, period)) } : null,
  };
}

function payOnce(user: WorldUser, key: string, amount: number, name: string): Outcome<ClaimResult> {
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (!(amount > 0)) return refused(Refuse.nothingToClaim);
  user.claims.push(key);
  applyMoney(user, 'BRL', amount, SUB_BONUS, name);
  return done({ amount, currency: 'BRL' });
}

/**
 * POST ranking/{kind}/{period}/claim: the finished period's prize, once. 'ranking-claimed-
 * elsewhere': another device took it just before (3001).
 */
export function claimRanking(user: WorldUser, kind: string, period: string): Outcome<ClaimResult> {
  const key = claimKey(kind, period);
  if (scenarioApplied('ranking-claimed-elsewhere') && !user.claims.includes(key)) {
    user.claims.push(key);
  }
  return payOnce(user, key, lastReward(kind, period)?.reward ?? 0, 'Prêmio do ranking');
}

// ---------------------------------------------------------------------------------------------
// Super member day (type 32)

/** CHOICE: what the demo world's draw pays, one of what it can pay (LOTTERY_PRIZES, the terms). */
const LOTTERY_PAYS = 18.88;

/**
 * CHOICE: in the demo world every day is a super member day (so the draw can be played on any
 * date); 'super-member-day-over' ends it: the next one starts in 7 days.
 */
function superDay(): { startTime: number; endTime: number; open: boolean } {
  const today = dayStart(now());
  if (scenarioApplied('super-member-day-over')) {
    return { startTime: today + 7 * DAY, endTime: today + 8 * DAY, open: false };
  }
  return { startTime: today, endTime: today + DAY, open: true };
}

const lotteryKey = () => `superMemberDay:${saoPauloDay()}`;

/** GET superMemberDay/rankings (CHOICE SuperMemberDay). */
export function superMemberDay(user: WorldUser | null): SuperMemberDay {
  const day = superDay();
  const prizes = (PRIZES.superMemberDay ?? []).map((p) => ({ ...p }));
  const { list, me } = board(
    'superMemberDay',
    prizes,
    250_000,
    false,
    user,
    STANDING.superMemberDay?.now ?? null,
  );
  const drawn = user?.claims.includes(lotteryKey()) ?? false;
  return {
    ...day,
    currency: 'BRL',
    list,
    prizes,
    me,
    lottery: {
      prizes: [...LOTTERY_PRIZES],
      drawsLeft: user && day.open && !drawn ? 1 : 0,
      drawnAmount: drawn ? LOTTERY_PAYS : null,
    },
  };
}

/** POST superMemberDay/lottery: one draw per day, only while the day is open (else 3007). */
export function superMemberDayLottery(user: WorldUser): Outcome<ClaimResult> {
  if (!superDay().open) return refused(Refuse.notOpenYet);
  return payOnce(user, lotteryKey(), LOTTERY_PAYS, 'Sorteio do Super dia');
}

// ---------------------------------------------------------------------------------------------
// Clubs

/** GET club/list (CHOICE Club). */
export function clubList(): Club[] {
  return [
    { id: 1, name: 'Clube Jaguar', memberCount: 1280, level: 'Ouro' },
    { id: 2, name: 'Clube Tucano', memberCount: 640, level: 'Prata' },
    { id: 3, name: 'Clube Arara', memberCount: 2150, level: 'Diamante' },
  ];
}

/** GET clubSummary/list (CHOICE ClubSummary): the running week's bet totals. */
export function clubSummaryList(): ClubSummary[] {
  return [
    { clubId: 1, totalBet: 1_254_300.5, weeklyReward: 2500, currency: 'BRL' },
    { clubId: 2, totalBet: 512_880, weeklyReward: 1000, currency: 'BRL' },
    { clubId: 3, totalBet: 3_870_450.25, weeklyReward: 5000, currency: 'BRL' },
  ];
}
