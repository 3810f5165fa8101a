/**
 * The scratch-ticket banner's rising prize (spec 9: "Scratch ticket counter rises by about 0.3
 * to 0.4 each second"). Deterministic: the n-th second always adds the n-th step of a fixed
 * cycle (R$ 0,30, 0,35, 0,40; on average 0,35 a second), so the value depends only on how
 * long the banner has been on screen, never on randomness or on how often it re-renders.
 * Amounts are counted in whole cents, so no floating-point drift creeps in.
 */
export const PRIZE_STEPS_CENTS = [30, 35, 40] as const;

const CYCLE_CENTS = PRIZE_STEPS_CENTS.reduce((sum, step) => sum + step, 0);

/** Cents added after `seconds` whole seconds. */
export function prizeIncreaseCents(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  const whole = Math.floor(seconds);
  const cycles = Math.floor(whole / PRIZE_STEPS_CENTS.length);
  let cents = cycles * CYCLE_CENTS;
  for (let i = 0; i < whole % PRIZE_STEPS_CENTS.length; i += 1) cents += PRIZE_STEPS_CENTS[i] ?? 0;
  return cents;
}

/**
 * The prize `elapsedMs` after the banner appeared, starting from the server's
 * `initialRewardAmount` (spec 3). Only whole seconds count; a clock that went backwards counts
 * as no time. The result is rounded to cents.
 */
export function prizeAt(initialAmount: number, elapsedMs: number): number {
  const start = Number.isFinite(initialAmount) ? Math.round(initialAmount * 100) : 0;
  return (start + prizeIncreaseCents(elapsedMs / 1000)) / 100;
}
