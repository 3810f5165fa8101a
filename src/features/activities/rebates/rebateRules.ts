import type { ClaimResult, RescueBonus, RescuePeriod } from '../../../api/contract';
import { receiveRescueBonus } from '../../../api/activities';
import { formatNumber } from '../../../i18n/format';
import { now } from '../../../lib/clock';
import { claimOnce } from '../activityClaim';

/*
 * The rebate family's rules: the daily and weekly rescue bonus (activity types 1 and 2) and the
 * everyday bet rebate (type 12). The VIP rewards live with the VIP club
 * (features/vip/vipRewards.ts): spec 2 sends the type 3 icon to /viprule.
 */

/** Spec 7 "daily and weekly rescue bonus": which period activity `type` rescues. */
const RESCUE_PERIOD: Partial<Record<number, RescuePeriod>> = { 1: 'day', 2: 'week' };

/** The rescue period of activity `type` (1 day, 2 week), null for any other type. */
export function rescuePeriodOf(type: number): RescuePeriod | null {
  return RESCUE_PERIOD[type] ?? null;
}

export type RescuePhase = 'claimable' | 'claimed' | 'nothing' | 'expired';

/**
 * Where the player's rescue stands (contract RescueBonus CHOICE): taken, nothing to take
 * (losses under the minimum), lapsed (the claim window closed at `expireTime`), or waiting.
 * A taken bonus reads claimed even after its window closed.
 */
export function rescuePhase(bonus: RescueBonus, at: number = now()): RescuePhase {
  if (bonus.received) return 'claimed';
  if (!(bonus.bonusAmount > 0)) return 'nothing';
  if (!(bonus.expireTime > at)) return 'expired';
  return 'claimable';
}

/**
 * "5%", "0,4%": rates are given in percent (contract CHOICE), read through the active
 * language's Intl percent format (spec 5 formatters, src/i18n/format.ts).
 */
export function formatRate(rate: number): string {
  return formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * Receives the rescue of `period` (POST rescueBonus/{period}/received) as a money action: one
 * request per intent however many taps, with its Idempotency-Key; then the wallet and the
 * reminder badge are read again (claimOnce). Silent: a refusal is explained on the page.
 */
export function claimRescue(period: RescuePeriod): Promise<ClaimResult> {
  return claimOnce(`claim:rescue:${period}`, (idempotencyKey) =>
    receiveRescueBonus(period, { idempotencyKey, silent: true }),
  );
}
