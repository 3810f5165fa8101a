import type {
  FirstPayLimitSet,
  RedPacketDistributionRound,
  NewRedPacketRound,
  TotalPayActivity,
} from '../../../api/contract';

/*
 * Rules of the deposit promotions: type 37 accumulated deposit (totalPay get / receive / setList),
 * type 7 first-pay limited time (spec 3, 4), type 13 second deposit (top-up promotion) and the type
 * 39 pop-up's schedule of rounds (new red packet list and red-packet distribution). Pure functions,
 * so each rule has a unit test beside it.
 */

const MINUTE = 60_000;

/** Type 37 tier as the player sees it: received, reached (claimable), not yet reached, or lapsed. */
export type TierState = 'received' | 'claimable' | 'locked' | 'expired';

export type TotalPayTier = { amount: number; reward: number; state: TierState };

/** Whether the type 37 window is still open at `at` (contract TotalPayActivity validEndTime). */
export const totalPayOpen = (activity: TotalPayActivity, at: number) => at <= activity.validEndTime;

/**
 * The type 37 tiers in ascending amount order with their state (contract TotalPayActivity
 * CHOICE): received when its amount is in `receivedAmounts`; otherwise, while the window is
 * open, claimable once the deposits reached it and locked before; once it closed, expired.
 */
export function totalPayTiers(activity: TotalPayActivity, at: number): TotalPayTier[] {
  const open = totalPayOpen(activity, at);
  return [...activity.tiers]
    .sort((a, b) => a.amount - b.amount)
    .map(({ amount, reward }) => {
      const state: TierState = activity.receivedAmounts.includes(amount)
        ? 'received'
        : !open
          ? 'expired'
          : activity.totalPay >= amount
            ? 'claimable'
            : 'locked';
      return { amount, reward, state };
    });
}

/** The way to the next tier not yet reached; null once every tier is reached. */
export type NextTier = { amount: number; reward: number; missing: number; percent: number };

export function nextTier(activity: TotalPayActivity): NextTier | null {
  const next = [...activity.tiers]
    .sort((a, b) => a.amount - b.amount)
    .find((tier) => activity.totalPay < tier.amount);
  if (!next) return null;
  const deposited = Math.max(0, activity.totalPay);
  return {
    amount: next.amount,
    reward: next.reward,
    // In cents, so 2000 - 1999.9 is 0.1 and never 0.09999…
    missing: Math.round((next.amount - deposited) * 100) / 100,
    percent: Math.min(100, Math.floor((deposited / next.amount) * 100)),
  };
}

/** The phase of the whole type 37 view (its status pill). */
export type TotalPayPhase = 'claimable' | 'inProgress' | 'finished' | 'expired';

export function totalPayPhase(tiers: readonly TotalPayTier[]): TotalPayPhase {
  if (tiers.some((tier) => tier.state === 'claimable')) return 'claimable';
  if (tiers.some((tier) => tier.state === 'expired')) return 'expired';
  if (tiers.some((tier) => tier.state === 'locked')) return 'inProgress';
  return 'finished';
}

/** One limited-time set of type 7 with its own deadline (registration + tl minutes). */
export type FirstPaySet = FirstPayLimitSet & { deadline: number | null; open: boolean };

/**
 * Spec 3, 4: each limited-time set runs `tl` minutes from the player's registration; the offer
 * ends when the largest has passed. Sets in ascending `tl`; without a registration time (a
 * visitor, or the info not read yet) every set is shown without a deadline (null).
 */
export function firstPaySets(
  sets: readonly FirstPayLimitSet[],
  registerTime: number | null | undefined,
  at: number,
): FirstPaySet[] {
  const known = typeof registerTime === 'number' && registerTime > 0;
  return [...sets]
    .filter((set) => Number.isFinite(set.tl) && set.tl > 0)
    .sort((a, b) => a.tl - b.tl)
    .map((set) => {
      const deadline = known ? registerTime + set.tl * MINUTE : null;
      return { ...set, deadline, open: deadline === null || deadline > at };
    });
}

/** The set a first deposit made now would earn: the first still open (the best rate first). */
export function currentFirstPaySet<T extends { open: boolean }>(sets: readonly T[]): T | null {
  return sets.find((set) => set.open) ?? null;
}

/** One round of the type 39 schedule: the time, its state and what it shares. */
export type RedPacketRoundRow = {
  roundTime: string;
  state: 'open' | 'waiting' | 'received' | 'ended';
  totalAmount: number | null;
  packetCount: number | null;
  currency: string;
};

const ROUND_STATE: Record<number, RedPacketRoundRow['state']> = {
  0: 'waiting',
  1: 'open',
  2: 'received',
};

/**
 * The day's rounds (new red packet list, contract NewRedPacketRound CHOICE) joined with the
 * distribution by `roundTime`, in time order. A status the contract does not name reads as
 * ended; a round missing from the distribution shows no figures (null).
 */
export function redPacketRounds(
  rounds: readonly NewRedPacketRound[],
  distribution: readonly RedPacketDistributionRound[],
): RedPacketRoundRow[] {
  return [...rounds]
    .sort((a, b) => a.roundTime.localeCompare(b.roundTime))
    .map((round) => {
      const share = distribution.find((d) => d.roundTime === round.roundTime);
      return {
        roundTime: round.roundTime,
        state: ROUND_STATE[round.redEnvelopesStatus] ?? 'ended',
        totalAmount: share?.totalAmount ?? null,
        packetCount: share?.packetCount ?? null,
        currency: share?.currency ?? 'BRL',
      };
    });
}
