import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SAMPLE_KEY, CLOCK_TRUST_MS, clockOffset, now, resetClockOffset } from './clock';

const box = globalThis as { [CLOCK_SAMPLE_KEY]?: unknown };
const T = Date.UTC(2026, 10, 22, 15, 0, 0);

describe('now', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete box[CLOCK_SAMPLE_KEY];
    resetClockOffset();
  });

  it('reads the (possibly faked) wall clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T);
    expect(now()).toBe(T);
    vi.advanceTimersByTime(1500);
    expect(now()).toBe(T + 1500);
  });

  it("reads the server's time when the device clock is off, and keeps that offset", () => {
    vi.useFakeTimers();
    vi.setSystemTime(T);
    // The device is 10 minutes behind: the server wrote 15:10:00 while the device read
    // 15:00:00.000 at send and 15:00:00.200 at receipt.
    box[CLOCK_SAMPLE_KEY] = [T + 600_000, T, T + 200];
    expect(now()).toBe(T + 600_000 + 500 - 100);
    vi.advanceTimersByTime(1000);
    expect(now()).toBe(T + 600_000 + 400 + 1000);
    // A later sample does not move a countdown already shown: the offset is kept for the page.
    box[CLOCK_SAMPLE_KEY] = [T, T, T];
    expect(now()).toBe(T + 601_400);
  });

  it('is the device clock until a sample arrives', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T);
    expect(now()).toBe(T);
    box[CLOCK_SAMPLE_KEY] = [T - 3_600_000, T, T];
    expect(now()).toBe(T - 3_600_000 + 500);
  });
});

describe('clockOffset', () => {
  it('is the server minus the device, from the midpoints of the round trip and the second', () => {
    expect(clockOffset([T + 60_000, T, T + 1000])).toBe(60_000 + 500 - 500);
    expect(clockOffset([T - 60_000, T, T])).toBe(-60_000 + 500);
  });

  it('trusts the device within the error of the measure', () => {
    expect(clockOffset([T, T, T])).toBe(0);
    expect(clockOffset([T + CLOCK_TRUST_MS - 600, T, T])).toBe(0);
    expect(clockOffset([T + CLOCK_TRUST_MS, T, T])).toBe(CLOCK_TRUST_MS + 500);
  });

  it('ignores samples that do not hold up', () => {
    expect(clockOffset(undefined)).toBe(0);
    expect(clockOffset('soon')).toBe(0);
    expect(clockOffset([T + 60_000, T])).toBe(0);
    expect(clockOffset([Number.NaN, T, T])).toBe(0);
    expect(clockOffset(['x', T, T])).toBe(0);
    // Received before sent, or a round trip so slow it says little about when the header was written.
    expect(clockOffset([T + 60_000, T, T - 1])).toBe(0);
    expect(clockOffset([T + 60_000, T, T + 60_000])).toBe(0);
  });
});
