/**
 * The single seam for wall-clock reads. Code that needs "now" calls this instead of `Date.now()`
 * directly, so tests can fake time in one place; Storybook pins `Date` globally
 * (.storybook/clock.ts), which this reads through.
 */
export function now(): number {
  return Date.now();
}
