/**
 * A fixed clock for deterministic stories: `Date.now()` and `new Date()` return the story's
 * instant until a play function moves it with `advanceClock`. Timers still run for real, so
 * code that schedules work keeps working; only wall-clock reads are pinned.
 */

/** Sunday 22/11/2026 12:00 in São Paulo (UTC-3). */
export const FIXED_NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

const RealDate = Date;
let current = FIXED_NOW;

function FakeDate(this: unknown, ...args: unknown[]): Date | string {
  if (!new.target) return new RealDate(current).toString();
  if (args.length === 0) return new RealDate(current);
  return new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
}
FakeDate.prototype = RealDate.prototype;
FakeDate.now = () => current;
FakeDate.parse = RealDate.parse;
FakeDate.UTC = RealDate.UTC;

/** Replaces the global Date once, at preview load. */
export function installClock(): void {
  if ((globalThis.Date as unknown) === (FakeDate as unknown)) return;
  globalThis.Date = FakeDate as unknown as DateConstructor;
}

/** Sets the pinned instant (epoch ms); called before each story. */
export function setClock(epochMs: number = FIXED_NOW): void {
  current = epochMs;
}

/** Moves the pinned instant forward, for play functions that need time to pass. */
export function advanceClock(ms: number): void {
  current += ms;
}
