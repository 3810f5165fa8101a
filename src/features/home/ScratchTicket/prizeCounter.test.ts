import { describe, expect, it } from 'vitest';
import { prizeAt, prizeIncreaseCents, PRIZE_STEPS_CENTS } from './prizeCounter';

describe('scratch-ticket prize counter (spec 9: about +0.3 to 0.4 each second)', () => {
  it('starts at the server amount', () => {
    expect(prizeAt(18452.37, 0)).toBe(18452.37);
    expect(prizeAt(18452.37, 999)).toBe(18452.37);
  });

  it('adds 0,30, 0,35 and 0,40 in turn, one step per whole second', () => {
    expect(prizeAt(100, 1000)).toBe(100.3);
    expect(prizeAt(100, 2000)).toBe(100.65);
    expect(prizeAt(100, 3000)).toBe(101.05);
    expect(prizeAt(100, 4000)).toBe(101.35);
    expect(prizeAt(100, 4999)).toBe(101.35);
  });

  it('rises between 0,30 and 0,40 every second, 0,35 on average', () => {
    for (let s = 0; s < 600; s += 1) {
      const step = prizeIncreaseCents(s + 1) - prizeIncreaseCents(s);
      expect(step).toBeGreaterThanOrEqual(30);
      expect(step).toBeLessThanOrEqual(40);
    }
    expect(prizeIncreaseCents(3600)).toBe(3600 * 35);
    expect(PRIZE_STEPS_CENTS).toHaveLength(3);
  });

  it('is exact in cents after a long time (no floating-point drift)', () => {
    const value = prizeAt(18452.37, 86_400_000);
    // Adding 0.35 in floating point would give 48692.369999999995.
    expect(value).toBe(48692.37);
    expect(value.toFixed(2)).toBe('48692.37');
  });

  it('counts a clock that went backwards, or no clock, as no time', () => {
    expect(prizeAt(50, -5000)).toBe(50);
    expect(prizeAt(50, Number.NaN)).toBe(50);
    expect(prizeAt(Number.NaN, 1000)).toBe(0.3);
  });
});
