/**
 * The terms of the mock world's promotions: every number a promotion applies (rates, caps,
 * minimums, counts, prize tables, round times, periods) written once. The world (mocks/world)
 * applies these tables, and the seed's texts (rules, taglines, banners, messages) are written
 * from them with the helpers at the end, so a text cannot promise a number the world does not
 * pay. mocks/data/seedCoherence.test.ts reads every text against these tables.
 *
 * Plain numbers only: no import from the other seed modules, so each of them can read this one.
 */
import type {
  FirstPayLimitSet,
  FourPayStep,
  RankingPrize,
  TopUpPromotion,
  TotalPaySet,
} from '../../src/api/contract';
import { DAY, fromNow, HOUR, saoPauloTime, SECOND } from './clock';

type Tier = TopUpPromotion['tiers'][number];

// ---------------------------------------------------------------------------------------------
// Periods

/** An activity's window (epoch ms) and the same days as the rules text says them. */
export type ActivityPeriod = { startTime: number; endTime: number; text: string };

/** Every activity runs through November and December 2026 (São Paulo days)... */
export const DEFAULT_PERIOD: ActivityPeriod = {
  startTime: saoPauloTime(2026, 11, 1),
  endTime: saoPauloTime(2027, 1, 1) - SECOND,
  text: '01/11/2026 a 31/12/2026',
};

/**
 * The four-step deposit offer closes 5 days and 6 hours after FIXED_NOW (27/11/2026 21:00 São
 * Paulo): the deadline its card counts down to, and so the end of its activity too.
 */
export const FOUR_STEP_END = fromNow(5 * DAY + 6 * HOUR);

/**
 * ...but these. CHOICE (/promotion "Encerradas"): the slots tournament ended on 15/11/2026, a week
 * before FIXED_NOW, so visitors and players both see an ended promotion. The four-step deposit
 * ends with its offer (FOUR_STEP_END), so its page and its card give the same last day.
 */
export const ACTIVITY_PERIODS: Readonly<Record<number, ActivityPeriod>> = {
  16: {
    startTime: saoPauloTime(2026, 10, 1),
    endTime: saoPauloTime(2026, 11, 16) - SECOND,
    text: '01/10/2026 a 15/11/2026',
  },
  38: {
    startTime: saoPauloTime(2026, 11, 1),
    endTime: FOUR_STEP_END,
    text: '01/11/2026 a 27/11/2026',
  },
};

/** The window of the activity of `type` (the list answer's period and valid flag, the detail's). */
export function activityPeriod(type: number): ActivityPeriod {
  return ACTIVITY_PERIODS[type] ?? DEFAULT_PERIOD;
}

// ---------------------------------------------------------------------------------------------
// Deposits

/** BRL deposit limits of Pix and bank card (the business config says the same, as text). */
export const BRL_DEPOSIT_LIMITS = { min: 10, max: 50_000 } as const;

/**
 * Spec 3 four-step deposit: each of the first four deposits gets `rr` percent, up to `rla` BRL.
 * This is the bonus the world credits when a deposit is paid (world/wallet.ts completeDeposit).
 */
export const FOUR_STEP_SETS: readonly Readonly<FourPayStep>[] = [
  { rla: 100, rr: 100 },
  { rla: 200, rr: 50 },
  { rla: 300, rr: 30 },
  { rla: 500, rr: 20 },
];

/** Type 6 "Bônus de depósito": the top-up tiers of every deposit (highest tier reached applies). */
export const DEPOSIT_BONUS_TIERS: readonly Readonly<Tier>[] = [
  { minAmount: 50, rate: 10, maxReward: 50 },
  { minAmount: 200, rate: 15, maxReward: 150 },
  { minAmount: 1000, rate: 20, maxReward: 500 },
];

/**
 * Type 13 "Bônus no 2º depósito": the second deposit's bonus is the four-step offer's second
 * step, the one the world credits on that deposit, from the smallest deposit there is.
 */
export const SECOND_DEPOSIT_TIER: Readonly<Tier> = {
  minAmount: BRL_DEPOSIT_LIMITS.min,
  rate: FOUR_STEP_SETS[1]!.rr,
  maxReward: FOUR_STEP_SETS[1]!.rla,
};

/** Type 7 first-pay limited time: a first deposit within `tl` minutes of registering. */
export type FirstPayLimitSetDetail = FirstPayLimitSet & { rr: number; rla: number; minPay: number };

export const FIRST_PAY_SETS: readonly Readonly<FirstPayLimitSetDetail>[] = [
  { tl: 30, rr: 100, rla: 200, minPay: 20 },
  { tl: 120, rr: 50, rla: 150, minPay: 20 },
  { tl: 1440, rr: 20, rla: 100, minPay: 20 },
];

/** Type 37 accumulated deposit: what each total of deposits pays, once. */
export const TOTAL_PAY_TIERS: readonly Readonly<TotalPaySet>[] = [
  { amount: 100, reward: 5 },
  { amount: 500, reward: 20 },
  { amount: 2000, reward: 88 },
  { amount: 10_000, reward: 388 },
];

// ---------------------------------------------------------------------------------------------
// Red envelopes and packets

/** The day's rounds (São Paulo time) of the red-envelope rain and of the new red packet. */
export const RED_PACKET_ROUNDS = ['12:00', '18:00', '21:00', '23:00'] as const;

/** What the type 4 red envelope pays (CHOICE: fixed, one envelope a São Paulo day). */
export const RED_ENVELOPE_AMOUNT = 8.88;

/** Type 39 new red packet: what one packet may pay. */
export const NEW_RED_PACKET_PRIZE = { min: 1, max: 88 } as const;

// ---------------------------------------------------------------------------------------------
// Wheels (type 8)

/** The three wheels of activity type 8. */
export type WheelKind = 'turntable' | 'day' | 'month';

/** The lucky turntable's segments (BRL); the big wheels pay them times their factor. */
export const WHEEL_PRIZES: readonly number[] = [0.5, 1, 2, 5, 10, 20, 50, 100];
/** CHOICE: each segment's chance in percent (sums to 100): the small prizes are the likely ones. */
export const WHEEL_CHANCES: readonly number[] = [30, 25, 20, 12, 7, 4, 1.5, 0.5];
/** CHOICE: the day wheel pays twice the turntable, the month wheel ten times. */
export const WHEEL_FACTOR: Readonly<Record<WheelKind, number>> = {
  turntable: 1,
  day: 2,
  month: 10,
};
/**
 * CHOICE: a player's free spins per round: the turntable 3 a day, the day wheel 1 a day, the
 * month wheel 1 a month (rounds start at 00:00 São Paulo).
 */
export const WHEEL_SPINS: Readonly<Record<WheelKind, number>> = { turntable: 3, day: 1, month: 1 };

// ---------------------------------------------------------------------------------------------
// Scratch cards (type 14)

/**
 * The scratch cards every player holds (contract ScratchCardDetails CHOICE): three hidden
 * prizes, R$ 12,50 in all; combining them (at least 2) pays 20 % more. The combined card's id.
 */
export const SCRATCH_CARDS = [
  { id: 1, prizeAmount: 2.5 },
  { id: 2, prizeAmount: 4 },
  { id: 3, prizeAmount: 6 },
] as const;
export const SCRATCH_COMBINED_ID = 4;
export const SCRATCH_COMBINE = { multiplier: 1.2, min: 2 } as const;

// ---------------------------------------------------------------------------------------------
// Sign-in, invites, treasure boxes, rescue, VIP

/** Type 21: what each of the seven days pays, and the chest once all seven are signed. */
export const SIGN_REWARDS: readonly number[] = [0.5, 1, 1.5, 2, 3, 5, 8];
export const SIGN_CHEST_REWARD = 18;

/** Type 5: what each invited friend's first deposit pays the inviter. */
export const INVITE_REWARD_PER_FRIEND = 20;

/**
 * Type 10 (contract TreasureBox CHOICE): each box frees at a number of invited friends who made
 * their first deposit, and pays once.
 */
export const TREASURE_BOXES: Readonly<Record<string, { reward: number; invitesNeeded: number }>> = {
  TB1: { reward: 2.5, invitesNeeded: 1 },
  TB2: { reward: 5, invitesNeeded: 3 },
  TB3: { reward: 10, invitesNeeded: 12 },
};

/** Types 1 and 2: the share (percent) of the closed period's net losses, from a smallest loss. */
export const RESCUE_TERMS = {
  day: { rate: 5, minLoss: 10 },
  week: { rate: 8, minLoss: 50 },
} as const;

/** VIP 0 to 10: bet and deposit to reach, cashback rate (percent of bets), level-up bonus. */
export const VIP_BET = [0, 1e3, 5e3, 2e4, 5e4, 15e4, 4e5, 1e6, 25e5, 6e6, 15e6];
export const VIP_DEPOSIT = [0, 100, 500, 2e3, 5e3, 15e3, 4e4, 1e5, 25e4, 6e5, 15e5];
export const VIP_REBATE = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.35, 1.5];
export const VIP_UPGRADE = [0, 5, 18, 58, 128, 388, 888, 1888, 3888, 8888, 18888];

// ---------------------------------------------------------------------------------------------
// Rankings, super member day, carnival

/** CHOICE: the prize bands (BRL) of each ranking, by `kind:period`, and of the super member day. */
export const RANKING_PRIZES: Readonly<Record<string, readonly RankingPrize[]>> = {
  'bet:day': [
    { fromRank: 1, toRank: 1, reward: 500 },
    { fromRank: 2, toRank: 2, reward: 300 },
    { fromRank: 3, toRank: 3, reward: 200 },
    { fromRank: 4, toRank: 10, reward: 50 },
    { fromRank: 11, toRank: 50, reward: 10 },
  ],
  'bet:week': [
    { fromRank: 1, toRank: 1, reward: 2500 },
    { fromRank: 2, toRank: 2, reward: 1500 },
    { fromRank: 3, toRank: 3, reward: 1000 },
    { fromRank: 4, toRank: 10, reward: 150 },
    { fromRank: 11, toRank: 50, reward: 25 },
  ],
  'invite:day': [
    { fromRank: 1, toRank: 1, reward: 50 },
    { fromRank: 2, toRank: 2, reward: 20 },
    { fromRank: 3, toRank: 3, reward: 10 },
  ],
  'invite:week': [
    { fromRank: 1, toRank: 1, reward: 200 },
    { fromRank: 2, toRank: 2, reward: 100 },
    { fromRank: 3, toRank: 3, reward: 50 },
    { fromRank: 4, toRank: 20, reward: 20 },
  ],
  superMemberDay: [
    { fromRank: 1, toRank: 1, reward: 1000 },
    { fromRank: 2, toRank: 2, reward: 500 },
    { fromRank: 3, toRank: 3, reward: 250 },
    { fromRank: 4, toRank: 10, reward: 88 },
  ],
};

/** The last rank a ranking pays and what all its prizes add up to. */
export function prizePool(prizes: readonly RankingPrize[]): { lastRank: number; total: number } {
  return {
    lastRank: Math.max(0, ...prizes.map((p) => p.toRank)),
    total: prizes.reduce((sum, p) => sum + (p.toRank - p.fromRank + 1) * p.reward, 0),
  };
}

/** CHOICE: what the super member day's draw can pay (one draw a day). */
export const LOTTERY_PRIZES: readonly number[] = [1.88, 5.88, 8.88, 18.88, 88.88, 188.88];

/** CHOICE: what carnival points are worth (BRL), cheapest first. */
export const CARNIVAL_REWARDS: readonly Readonly<{ points: number; amount: number }>[] = [
  { points: 50, amount: 2 },
  { points: 100, amount: 5 },
  { points: 250, amount: 15 },
  { points: 1000, amount: 80 },
];

// ---------------------------------------------------------------------------------------------
// How the texts say these numbers (pt-BR)

const decimal = (value: number, digits: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: 2 });

/** "R$ 1.234,50", as rules say an amount. */
export const brl = (amount: number) => `R$ ${decimal(amount, 2)}`;

/** "R$ 1.750" for a whole amount, "R$ 2,50" otherwise: as banners and taglines say it. */
export const brlShort = (amount: number) =>
  `R$ ${decimal(amount, Number.isInteger(amount) ? 0 : 2)}`;

/** "1,5%": a percent as the texts write it. */
export const percent = (rate: number) => `${decimal(rate, 0)}%`;

/** "a, b e c". */
export function listPt(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/** "12h, 18h, 21h e 23h" from '12:00'-style times (":30" kept when a round is not on the hour). */
export const hoursPt = (times: readonly string[]) =>
  listPt(
    times.map((time) => time.replace(/^0?(\d+):00$/, '$1h').replace(/^0?(\d+):(\d+)$/, '$1h$2')),
  );

/** "30 min", "2 h", "24 h": a first-pay window (minutes) as the texts say it. */
export const minutesPt = (minutes: number) =>
  minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;

/** The highest rate of a tier table and the largest cap. */
export function tierTop(tiers: readonly Tier[]): { rate: number; maxReward: number; min: number } {
  return {
    rate: Math.max(...tiers.map((t) => t.rate)),
    maxReward: Math.max(...tiers.map((t) => t.maxReward)),
    min: Math.min(...tiers.map((t) => t.minAmount)),
  };
}
