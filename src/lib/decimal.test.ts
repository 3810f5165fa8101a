import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, incrementDigits, roundHalfUp, toDecimalParts, truncate } from './decimal';

describe('toDecimalParts', () => {
  it('expands exponent notation into plain digits', () => {
    expect(toDecimalParts(1e21)).toEqual({ int: '1' + '0'.repeat(21), frac: '' });
    expect(toDecimalParts(1.5e-7)).toEqual({ int: '0', frac: '00000015' });
    expect(toDecimalParts(-12.5)).toEqual({ int: '12', frac: '5' });
    expect(toDecimalParts(0)).toEqual({ int: '0', frac: '' });
  });

  it('gives null for NaN and infinities', () => {
    expect(toDecimalParts(Number.NaN)).toBeNull();
    expect(toDecimalParts(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('property: the digits read back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const parts = toDecimalParts(n);
        expect(parts).not.toBeNull();
        const { int, frac } = parts!;
        expect(/^\d+$/.test(int) && /^\d*$/.test(frac)).toBe(true);
        expect(Number(frac ? `${int}.${frac}` : int)).toBe(Math.abs(n));
      }),
    );
  });
});

describe('digit helpers', () => {
  it('increments with carry', () => {
    expect(incrementDigits('0')).toBe('1');
    expect(incrementDigits('199')).toBe('200');
    expect(incrementDigits('999')).toBe('1000');
  });

  it('property: incrementDigits adds one', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (n) => {
        expect(BigInt(incrementDigits(n.toString()))).toBe(n + 1n);
      }),
    );
  });

  it('rounds half up and truncates on the digits', () => {
    expect(roundHalfUp({ int: '1', frac: '005' }, 2)).toEqual({ int: '1', frac: '01' });
    expect(roundHalfUp({ int: '9', frac: '995' }, 2)).toEqual({ int: '10', frac: '00' });
    expect(truncate({ int: '1', frac: '239' }, 2)).toEqual({ int: '1', frac: '23' });
    expect(truncate({ int: '1', frac: '231' }, 2, true)).toEqual({ int: '1', frac: '24' });
    expect(truncate({ int: '1', frac: '230' }, 2, true)).toEqual({ int: '1', frac: '23' });
  });

  it('groups thousands with dots', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands('1234567')).toBe('1.234.567');
  });

  it('property: grouping only inserts dots, in groups of three', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        const out = groupThousands(n.toString());
        expect(out.replace(/\./g, '')).toBe(n.toString());
        expect(out).toMatch(/^\d{1,3}(\.\d{3})*$/);
      }),
    );
  });
});
