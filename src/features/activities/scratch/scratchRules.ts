import type { ActivityDetail, ScratchCard, ScratchCardDetails } from '../../../api/contract';

/*
 * The rules of the scratch card (activity type 14, spec 7 "scratch card (details, initial amount,
 * hang, withdraw, combine)"; the contract's ScratchCardDetails CHOICE says what each call does).
 * Pure: the view (ScratchView.tsx) and its hook (useScratchCards.ts) read them.
 */

/**
 * What the view shows: a visitor's invitation (spec 6), no card at all, or the cards; `ended`
 * when the activity's period is over (CHOICE: no more scratching or combining, but a prize
 * already revealed can still be withdrawn: it is the player's).
 */
export type ScratchPhase = 'visitor' | 'empty' | 'cards';

export function scratchPhase(details: ScratchCardDetails, loggedIn: boolean): ScratchPhase {
  if (!loggedIn) return 'visitor';
  return details.cards.length === 0 && !(details.withdrawableAmount > 0) ? 'empty' : 'cards';
}

/** The activity's period is over at `at` (epoch ms; the detail's endTime is its last instant). */
export function scratchEnded(detail: Pick<ActivityDetail, 'endTime'>, at: number): boolean {
  return Number.isFinite(detail.endTime) && at > detail.endTime;
}

export const hiddenCards = (details: ScratchCardDetails): ScratchCard[] =>
  details.cards.filter((card) => card.state === 'hidden');

/**
 * Combining is offered while the period runs, once (a combined card is never combined again:
 * the server merges every hidden card at once) and with at least `combineMin` hidden cards.
 */
export function canCombine(details: ScratchCardDetails, ended: boolean): boolean {
  if (ended || details.cards.some((card) => card.combined)) return false;
  return hiddenCards(details).length >= Math.max(2, details.combineMin);
}

/** The combine bonus as a fraction (1.2 gives 0.2, read as "20%"); never below 0. */
export function combineBonus(multiplier: number): number {
  if (!Number.isFinite(multiplier) || multiplier <= 1) return 0;
  return Math.round((multiplier - 1) * 10_000) / 10_000;
}

/** There is something revealed to move to the wallet. */
export const canWithdraw = (details: ScratchCardDetails): boolean => details.withdrawableAmount > 0;

/**
 * The money action's intent (activityClaim.ts `claimOnce`): one withdraw per intent, whatever
 * the taps; after a success the next withdraw (new prizes revealed) is a new intent.
 */
export const WITHDRAW_INTENT = 'claim:scratch:withdraw';

/**
 * Pointer scratching (ScratchFoil): the card is scratched once the finger or mouse has rubbed a
 * path as long as `SCRATCH_PATH_RATIO` times the foil's width. Each point is in the foil's own
 * units; the length sums the segments.
 */
export const SCRATCH_PATH_RATIO = 1.5;

export type Point = { x: number; y: number };

export function pathLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) length += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return length;
}

export function scratchedEnough(length: number, width: number): boolean {
  return width > 0 && length >= width * SCRATCH_PATH_RATIO;
}
