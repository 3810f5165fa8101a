import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../lib/money';
import { countUpValue, easeOutCubic, unitsOf } from './countUp';

/** Whole cents of a shown value (exact: shown values are whole units over a power of ten). */
const cents = (value: number) => Math.round(value * 100);

/** Amounts a win can be: 0,01 to R$ 1 million, in whole cents. */
const wonAmount = fc.integer({ min: 1, max: 100_000_000 }).map((units) => units / 100);
/** Frames of the count, 0 to 1 (both ends included). */
const progress = fc.double({ min: 0, max: 1, noNaN: true });

describe('count-up of a win', () => {
  it('starts at zero and ends exactly on the amount', () => {
    expect(countUpValue(8.88, 0)).toBe(0);
    expect(countUpValue(8.88, 1)).toBe(8.88);
    expect(formatCurrency(countUpValue(1234.56, 1))).toBe('R$\u00a01.234,56');
    // A frame that lands after the end (a late animation frame) shows the amount, not more.
    expect(countUpValue(8.88, 1.4)).toBe(8.88);
  });

  it('rounds each frame down to the cent: a cent not yet counted is never shown', () => {
    // 50 % into the count the ease is 0.875: 0.875 * 8,88 = 7,77 exactly; 0.875 * 0,05 = 0,04375.
    expect(countUpValue(8.88, 0.5)).toBe(7.77);
    expect(countUpValue(0.05, 0.5)).toBe(0.04);
    // The last frame before the end is still below the amount, even by a single cent.
    expect(countUpValue(0.01, 0.999_999)).toBe(0);
    expect(countUpValue(5.2, 0.999_999)).toBe(5.19);
  });

  it('never goes down from one frame to the next, never passes the amount', () => {
    fc.assert(
      fc.property(wonAmount, progress, progress, (amount, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = countUpValue(amount, early);
        const second = countUpValue(amount, late);
        expect(second).toBeGreaterThanOrEqual(first);
        expect(second).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('shows whole cents below the amount on every frame before the end', () => {
    fc.assert(
      fc.property(
        wonAmount,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (amount, at) => {
          const shown = countUpValue(amount, at);
          expect(shown * 100).toBeCloseTo(cents(shown), 6);
          expect(cents(shown)).toBeLessThan(cents(amount));
          // Exactly what the ease gives, cut (not rounded) to the cent.
          expect(cents(shown)).toBe(
            Math.min(cents(amount) - 1, Math.floor(cents(amount) * easeOutCubic(at))),
          );
        },
      ),
    );
  });

  it("counts in the currency's own places (spec 5 accuracy)", () => {
    expect(unitsOf(0.0123, 8)).toBe(1_230_000);
    expect(countUpValue(0.0123, 0.5, 8)).toBe(0.0107625);
    expect(countUpValue(0.0123, 1, 8)).toBe(0.0123);
  });

  it('rounds the amount as its text does: 8,885 shows 8,89, so the count stops below that', () => {
    expect(unitsOf(8.885)).toBe(889);
    expect(countUpValue(8.885, 0.999_999)).toBe(8.88);
  });

  it('does not count what cannot be counted: shown as it is from the first frame', () => {
    for (const amount of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(unitsOf(amount)).toBeNull();
      expect(countUpValue(amount, 0)).toBe(amount);
    }
  });
});
