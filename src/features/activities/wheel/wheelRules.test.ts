import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDoubleTap,
  landingAngle,
  restingAngle,
  segmentAngle,
  segmentAt,
  spinIntent,
  SPIN_TURNS,
  wheelPhase,
} from './wheelRules';

const prizes = (n: number) => Array.from({ length: n }, (_, i) => ({ amount: i + 1, chance: 1 }));
const END = Date.UTC(2027, 0, 1, 2, 59, 59);
const NOW = Date.UTC(2026, 10, 22, 15);

describe('landingAngle (the wheel lands on the server’s segment)', () => {
  it('brings the middle of segment i under the 12 o’clock pointer', () => {
    // 8 segments of 45°: segment 0 spans 0–45°, its middle 22.5° turns back to 0.
    expect(landingAngle(0, 0, 8) % 360).toBeCloseTo(360 - 22.5);
    expect(landingAngle(0, 2, 8) % 360).toBeCloseTo(360 - 112.5);
    expect(segmentAt(landingAngle(0, 5, 8), 8)).toBe(5);
  });

  it('turns forward at least the whole turns of a spin, from wherever it rests', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat(),
        (count, from, pick) => {
          const index = pick % count;
          const to = landingAngle(from, index, count);
          expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
          expect(to - from).toBeLessThan((SPIN_TURNS + 2) * 360);
          expect(segmentAt(to, count)).toBe(index);
          // Landed on the segment's middle: half a segment from either edge.
          const offset = (((-to % 360) + 360) % 360) - index * segmentAngle(count);
          expect(offset).toBeCloseTo(segmentAngle(count) / 2, 6);
        },
      ),
    );
  });

  it('shows the end state at once with no turns (reduced motion, the story runner)', () => {
    expect(segmentAt(restingAngle(3, 8), 8)).toBe(3);
    expect(restingAngle(3, 8)).toBeLessThan(360);
  });
});

describe('wheelPhase (what a player can do)', () => {
  it('a player with spins can spin; without, waits for the next round', () => {
    expect(wheelPhase({ prizes: prizes(8), spinsLeft: 3 }, true, END, NOW)).toBe('ready');
    expect(wheelPhase({ prizes: prizes(8), spinsLeft: 0 }, true, END, NOW)).toBe('noSpins');
  });

  it('a visitor is invited (spec 6), whatever the spins', () => {
    expect(wheelPhase({ prizes: prizes(8), spinsLeft: 0 }, false, END, NOW)).toBe('visitor');
  });

  it('after the activity’s period nobody spins; with no prizes there is nothing to spin', () => {
    expect(wheelPhase({ prizes: prizes(8), spinsLeft: 3 }, true, END, END + 1)).toBe('expired');
    expect(wheelPhase({ prizes: prizes(8), spinsLeft: 3 }, false, END, END + 1)).toBe('expired');
    expect(wheelPhase({ prizes: [], spinsLeft: 3 }, true, END, NOW)).toBe('empty');
  });
});

describe('spinIntent (one money action per spin)', () => {
  it('names the wheel and the spin: a double tap is one intent, the next spin another', () => {
    expect(spinIntent('turntable', 3)).toBe(spinIntent('turntable', 3));
    expect(spinIntent('turntable', 3)).not.toBe(spinIntent('turntable', 2));
    expect(spinIntent('day', 1)).not.toBe(spinIntent('month', 1));
  });
});

describe('isDoubleTap (spec 9: a touch within 300 ms of a tap is blocked)', () => {
  it('blocks the second touch of a double tap, not a later tap', () => {
    expect(isDoubleTap(1000, -Infinity)).toBe(false);
    expect(isDoubleTap(1050, 1000)).toBe(true);
    expect(isDoubleTap(1299, 1000)).toBe(true);
    expect(isDoubleTap(1300, 1000)).toBe(false);
  });
});
