import type { FirstPayLimitSet } from '../../api/contract';

const MINUTE = 60_000;

/** The first-pay offer a player can still get. */
export type FirstPayOfferView = {
  /** Reward rate percent, when the server gives one (CHOICE field of the contract). */
  rate?: number;
  /** Largest reward, when given. */
  cap?: number;
  /** Smallest deposit that earns it, when given. */
  minPay?: number;
  /** When this tier ends: the registration time plus its `tl` minutes (epoch ms). */
  endsAt: number;
};

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * Spec 3 first-pay limited-time sets (`tl` minutes after registering) for the deposit page: the
 * tier still open at `at` with the shortest time limit (a deposit made now gets that one), or
 * null when there is no offer: the player already made a first deposit (user info firstCharge),
 * there is no registration time (spec 4 removes the float then too), or every tier has ended.
 */
export function firstPayOffer(
  sets: readonly FirstPayLimitSet[] | null | undefined,
  registerTime: number | null | undefined,
  firstCharge: boolean | null | undefined,
  at: number,
): FirstPayOfferView | null {
  if (firstCharge !== false) return null;
  if (typeof registerTime !== 'number' || !(registerTime > 0)) return null;
  const open = (sets ?? [])
    .filter((set) => positive(set?.tl) !== undefined)
    .map((set) => ({ set, endsAt: registerTime + set.tl * MINUTE }))
    .filter(({ endsAt }) => endsAt > at)
    .sort((a, b) => a.endsAt - b.endsAt);
  const first = open[0];
  if (!first) return null;
  const { set, endsAt } = first;
  return {
    endsAt,
    ...(positive(set.rr) !== undefined ? { rate: set.rr } : {}),
    ...(positive(set.rla) !== undefined ? { cap: set.rla } : {}),
    ...(positive(set.minPay) !== undefined ? { minPay: set.minPay } : {}),
  };
}

/**
 * What the offer pays on a first deposit of `amount`: its rate of the amount, rounded down to
 * cents, up to its cap; 0 under its minimum, without a rate, or for an amount that is not a
 * positive number.
 */
export function firstPayBonus(offer: FirstPayOfferView | null, amount: number): number {
  if (!offer?.rate || !(amount > 0) || !Number.isFinite(amount)) return 0;
  if (offer.minPay !== undefined && amount < offer.minPay) return 0;
  const bonus = Math.floor(Math.round(amount * offer.rate * 100) / 100) / 100;
  return offer.cap === undefined ? bonus : Math.min(bonus, offer.cap);
}
