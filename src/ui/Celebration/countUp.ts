import { roundHalfUp, toDecimalParts } from '../../lib/decimal';

/** How long a win takes to count up from zero, and its burst to fly out and fade (about 1 s). */
export const CELEBRATION_MS = 1000;

/** Fast first, slow on the last figures, so the eye lands on the amount as it settles. */
export function easeOutCubic(progress: number): number {
  const rest = 1 - Math.min(1, Math.max(0, progress));
  return 1 - rest * rest * rest;
}

/**
 * The amount in whole units of its last shown place (cents for 2 decimals), rounded as the
 * formatted amount rounds it (half up), or null when it cannot be counted: not a number, not
 * above zero, or too many units for exact integer maths.
 */
export function unitsOf(amount: number, decimals = 2): number | null {
  if (!(amount > 0)) return null;
  const parts = toDecimalParts(amount);
  if (!parts) return null;
  const { int, frac } = roundHalfUp(parts, decimals);
  const units = Number(int + frac);
  return Number.isSafeInteger(units) && units > 0 ? units : null;
}

/**
 * The amount shown `progress` (0 to 1) into the count-up of a win of `amount` with `decimals`
 * places: 0 at the start, never down from one frame to the next, always rounded down to the
 * last place (a cent not yet counted is never shown), below the amount until the end, and
 * `amount` itself at 1, so the last figure is exactly what the player won. An amount that
 * cannot be counted is shown as it is from the start.
 */
export function countUpValue(amount: number, progress: number, decimals = 2): number {
  if (progress >= 1) return amount;
  const units = unitsOf(amount, decimals);
  if (units === null) return amount;
  if (!(progress > 0)) return 0;
  // Below the amount until the very end: float maths may round units * 0.9999… up to units.
  const shown = Math.min(units - 1, Math.floor(units * easeOutCubic(progress)));
  return shown / 10 ** decimals;
}
