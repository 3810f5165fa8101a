/**
 * The mock API's own clock. Every timestamp of the seed is an offset from FIXED_NOW
 * (mocks/data/clock.ts): activity periods, deadlines, order expiries. Served against the
 * machine's clock, the world drifts a day further from its data every day, until periods end and
 * journeys that passed yesterday fail today (the four-step deposit card's deadline passed on
 * 27/11/2026). With the world clock the server's `Date` reads the world's instant, going on from
 * FIXED_NOW at every reset at the normal pace; pages opened on it read the same instant
 * (e2e/harness.mjs asks GET /__mock/clock).
 *
 * It replaces the process's global `Date` (a subclass shifted by a constant offset: intervals,
 * timers and `performance.now()` are untouched). The mock API process does this, and so does the
 * demo app's page (mocks/demo.ts), where the world and the app share one `Date`; unit tests and
 * Storybook pin their own clock.
 */
const RealDate = Date;
let offset = 0;
let installed = false;

class WorldDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

/** The world's clock reads `instant` now, and goes on from there. */
export function setWorldTime(instant: number): void {
  offset = instant - RealDate.now();
  if (!installed) {
    installed = true;
    globalThis.Date = WorldDate as DateConstructor;
  }
}

/** Whether the world clock is in force (else the machine's clock is). */
export function usesWorldClock(): boolean {
  return installed;
}

/** Tests: the machine's clock again. */
export function restoreRealClock(): void {
  offset = 0;
  installed = false;
  globalThis.Date = RealDate;
}
