import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addExact, decimalsOf, floorTo, isAmount, multiplyFloor, subtractExact } from './money';

describe('exact money arithmetic', () => {
  it('adds and subtracts without float dust', () => {
    expect(addExact(0.1, 0.2)).toBe(0.3);
    expect(addExact(1847.35, 100)).toBe(1947.35);
    expect(subtractExact(1847.35, 647.35)).toBe(1200);
    expect(addExact(0.00123456, 0.00000001)).toBe(0.00123457);
    expect(subtractExact(1, 1.5)).toBe(-0.5);
  });

  it('counts decimals as written', () => {
    expect(decimalsOf(52.1834)).toBe(4);
    expect(decimalsOf(10)).toBe(0);
    expect(decimalsOf(1e-7)).toBe(7);
  });

  it('accepts an amount only when positive, finite and within the accuracy', () => {
    expect(isAmount(10.5, 2)).toBe(true);
    expect(isAmount(10.555, 2)).toBe(false);
    expect(isAmount(0, 2)).toBe(false);
    expect(isAmount(-1, 2)).toBe(false);
    expect(isAmount(Number.NaN, 2)).toBe(false);
    expect(isAmount('10', 2)).toBe(false);
  });
});

describe('exchange rounding (spec 5: round down to the target accuracy)', () => {
  it('rounds down, never up', () => {
    expect(multiplyFloor(100, 0.18796992, 4)).toBe(18.7969);
    expect(multiplyFloor(1, 0.99999999, 2)).toBe(0.99);
    expect(multiplyFloor(52.1834, 5.32, 2)).toBe(277.61);
    expect(multiplyFloor(0.00123456, 98500, 2)).toBe(121.6);
  });

  it('is exact where floats are not (0.29 × 100 is 28.999… in binary)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(multiplyFloor(0.29, 100, 2)).toBe(29);
    expect(multiplyFloor(1.13, 100, 0)).toBe(113);
  });

  it('never credits more than the exact product, nor a unit less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 8 }),
        (cents, rateUnits, decimals) => {
          const amount = cents / 100;
          const rate = rateUnits / 1e6;
          const out = multiplyFloor(amount, rate, decimals);
          // Exact comparison in integers: out × 10^d ≤ amount × rate × 10^d < out × 10^d + 1.
          const exact = BigInt(cents) * BigInt(rateUnits) * 10n ** BigInt(decimals);
          const scaledOut = BigInt(Math.round(out * 10 ** decimals)) * 10n ** 8n;
          return scaledOut <= exact && exact < scaledOut + 10n ** 8n;
        },
      ),
    );
  });

  it('floors a balance to what can be shown as available', () => {
    expect(floorTo(1312.809, 2)).toBe(1312.8);
    expect(floorTo(-5, 2)).toBe(0);
  });
});
