/**
 * The mock world's fixed instant. Every timestamp in mocks/data is an offset from FIXED_NOW, so
 * the data never depends on the machine's clock (Storybook pins Date to the same instant).
 */

/** 2026-11-22T15:00:00Z, 12:00 in São Paulo (UTC-3, no daylight saving since 2019). */
export const FIXED_NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** São Paulo is UTC-3 all year (spec 1, 9: Sao Paulo time zone). */
export const SAO_PAULO_OFFSET_HOURS = -3;

/** Epoch milliseconds `ms` before FIXED_NOW. */
export function ago(ms: number): number {
  return FIXED_NOW - ms;
}

/** Epoch milliseconds `ms` after FIXED_NOW. */
export function fromNow(ms: number): number {
  return FIXED_NOW + ms;
}

/** Epoch milliseconds of a wall-clock time in São Paulo (month 1-12). */
export function saoPauloTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): number {
  return Date.UTC(year, month - 1, day, hour - SAO_PAULO_OFFSET_HOURS, minute, 0);
}
