/**
 * The single seam for wall-clock reads. Code that needs "now" calls this instead of `Date.now()`
 * directly, so tests can fake time in one place; Storybook pins `Date` globally
 * (.storybook/clock.ts), which this reads through.
 *
 * "Now" is the server's time, as well as the page can tell it. Deadlines and periods come from the
 * server (spec 4 and 5: activity end times, red packets, order expiries), so a phone whose clock is
 * minutes off would count down to the wrong instant, and two screens would disagree with what the
 * operator's support sees. The early-data script (app/early/earlyData.ts) keeps one sample of the
 * platform-config answer's `Date` header with the device's clock at send and receipt; the offset
 * it gives is applied to every reading from then on, unchanged for the page's life, so a countdown
 * never jumps twice and every display reads the same instant.
 */

/** Where the early-data script leaves its sample: `[server ms, device ms sent, device ms received]`. */
export const CLOCK_SAMPLE_KEY = '__vitrineClock';

export type ClockSample = readonly [server: number, sent: number, received: number];

/**
 * Below this the device's clock is trusted as it is. The `Date` header counts whole seconds and
 * the round trip blurs when it was written, so a smaller estimate is within the error of the
 * measure; correcting it would only move countdowns by a second for nothing.
 */
export const CLOCK_TRUST_MS = 2000;

/** The longest round trip whose sample is believed: a slower one says too little about when. */
export const CLOCK_SAMPLE_MAX_RTT_MS = 10_000;

/**
 * Server minus device, in ms, from one sample; 0 when it is within the measure's error or does not
 * hold up. The header was written somewhere inside the round trip and inside its whole second, so
 * both midpoints are the best guess.
 */
export function clockOffset(sample: unknown): number {
  if (!Array.isArray(sample) || sample.length !== 3) return 0;
  const [server, sent, received] = sample as unknown[];
  if (typeof server !== 'number' || typeof sent !== 'number' || typeof received !== 'number') {
    return 0;
  }
  const rtt = received - sent;
  if (!Number.isFinite(server) || !(rtt >= 0) || rtt > CLOCK_SAMPLE_MAX_RTT_MS) return 0;
  const offset = Math.round(server + 500 - (sent + received) / 2);
  return Math.abs(offset) < CLOCK_TRUST_MS ? 0 : offset;
}

let offset: number | undefined;

/** The offset in force: read once, the first time a sample is there, then kept. */
function currentOffset(): number {
  if (offset !== undefined) return offset;
  const sample = (globalThis as { [CLOCK_SAMPLE_KEY]?: unknown })[CLOCK_SAMPLE_KEY];
  if (sample === undefined) return 0;
  offset = clockOffset(sample);
  return offset;
}

/** Tests: forget the offset read, so the next reading takes the sample again. */
export function resetClockOffset(): void {
  offset = undefined;
}

export function now(): number {
  return Date.now() + currentOffset();
}
