import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney, roundBalance } from './money';

const NBSP = '\u00a0';
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Digits of a pt-BR formatted amount as an integer count of the last place. */
function units(formatted: string): bigint {
  return BigInt(formatted.replace(/[.,]/g, ''));
}

/** Independent oracle: int.frac rounded half up to `d` places, as an integer count. */
function oracle(int: string, frac: string, d: number): bigint {
  const n = BigInt(int + frac);
  const scale = 10n ** BigInt(frac.length);
  return (n * 10n ** BigInt(d) * 2n + scale) / (2n * scale);
}

describe('formatMoney', () => {
  it('formats the spec 5 examples', () => {
    expect(formatMoney('1234.5')).toBe('1.234,50');
    expect(formatMoney('1234,5')).toBe('1.234,50');
    expect(formatMoney(1234.567)).toBe('1.234,57');
    expect(formatMoney('0')).toBe('0,00');
    expect(formatMoney('1234567')).toBe('1.234.567,00');
    expect(formatMoney(' 12 ')).toBe('12,00');
  });

  it('rounds half up on the decimal digits, without float drift', () => {
    expect(formatMoney(1.005)).toBe('1,01');
    expect(formatMoney('1.005')).toBe('1,01');
    expect(formatMoney('1.004')).toBe('1,00');
    expect(formatMoney('999.995')).toBe('1.000,00');
    expect(formatMoney(0.125, 2)).toBe('0,13');
  });

  it('honours the decimals argument', () => {
    expect(formatMoney('1234,5', 0)).toBe('1.235');
    expect(formatMoney('1.23456', 4)).toBe('1,2346');
    expect(formatMoney('7', 8)).toBe('7,00000000');
    expect(formatMoney('7', Number.NaN)).toBe('7,00');
  });

  it('keeps every digit of large amounts', () => {
    expect(formatMoney('123456789012345678901234567890.5')).toBe(
      '123.456.789.012.345.678.901.234.567.890,50',
    );
    expect(formatMoney(1e21)).toBe('1.000.000.000.000.000.000.000,00');
    expect(formatMoney(1.5e-7)).toBe('0,00');
  });

  it('returns empty for anything that is not digits with an optional decimal part', () => {
    for (const bad of ['abc', '', ' ', '-5', '+5', '1.234,56', '1,2,3', '.5', '5.', '1e3', '12a']) {
      expect(formatMoney(bad), JSON.stringify(bad)).toBe('');
    }
    expect(formatMoney(-5)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('property: any string gives "" or a well-formed pt-BR amount', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatMoney(s);
        expect(out === '' || /^\d{1,3}(\.\d{3})*,\d{2}$/.test(out)).toBe(true);
        expect(out).not.toContain('NaN');
      }),
    );
  });

  it('property: accepts exactly the spec 5 shape', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-ab ') }), (s) => {
        const valid = /^\d+([.,]\d+)?$/.test(s.trim());
        expect(formatMoney(s) !== '').toBe(valid);
      }),
    );
  });

  it('property: equals an exact BigInt half-up rounding for any digits and decimals', () => {
    fc.assert(
      fc.property(digits(1, 40), digits(0, 30), fc.integer({ min: 0, max: 10 }), (int, frac, d) => {
        const input = frac ? `${int}.${frac}` : int;
        const out = formatMoney(input, d);
        expect(units(out)).toBe(oracle(int, frac, d));
        expect(out.split(',')[1]?.length ?? 0).toBe(d);
      }),
    );
  });

  it('property: comma and dot decimal parts mean the same', () => {
    fc.assert(
      fc.property(digits(1, 12), digits(1, 6), (int, frac) => {
        expect(formatMoney(`${int},${frac}`)).toBe(formatMoney(`${int}.${frac}`));
      }),
    );
  });

  it('property: a non-negative number formats within half a cent of its value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        const out = formatMoney(n);
        const back = Number(out.replace(/\./g, '').replace(',', '.'));
        expect(Math.abs(back - n)).toBeLessThanOrEqual(0.005 + n * 1e-15);
      }),
    );
  });

  it('property: never throws or shows NaN for any number', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -5, max: 30 }), (n, d) => {
        const out = formatMoney(n, d);
        expect(out).not.toContain('NaN');
        expect(out === '').toBe(!(Number.isFinite(n) && n >= 0));
      }),
    );
  });
});

describe('roundBalance', () => {
  it('rounds down to the accuracy, default 2', () => {
    expect(roundBalance(10.239)).toBe(10.23);
    expect(roundBalance(10.2)).toBe(10.2);
    expect(roundBalance(1.13)).toBe(1.13);
    expect(roundBalance(1.999, 0)).toBe(1);
    expect(roundBalance(0.123456789, 6)).toBe(0.123456);
    expect(roundBalance(1e21)).toBe(1e21);
  });

  it('floors negative balances, so they never look smaller than they are', () => {
    expect(roundBalance(-1.231)).toBe(-1.24);
    expect(roundBalance(-1.23)).toBe(-1.23);
    expect(Object.is(roundBalance(-0.0), 0)).toBe(true);
  });

  it('gives 0 for NaN and infinities', () => {
    expect(roundBalance(Number.NaN)).toBe(0);
    expect(roundBalance(Number.POSITIVE_INFINITY)).toBe(0);
    expect(roundBalance(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('property: never above the value, less than one unit below, idempotent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 8 }),
        (v, acc) => {
          const r = roundBalance(v, acc);
          expect(Number.isNaN(r)).toBe(false);
          expect(r).toBeLessThanOrEqual(v);
          expect(v - r).toBeLessThan(10 ** -acc * (1 + 1e-9) + Math.abs(v) * 1e-15);
          expect(roundBalance(r, acc)).toBe(r);
        },
      ),
    );
  });

  it('property: keeps at most `accuracy` decimal places', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (v, acc) => {
          const [, frac = ''] = String(roundBalance(v, acc)).split('.');
          expect(frac.length).toBeLessThanOrEqual(acc);
        },
      ),
    );
  });

  it('property: never NaN for any number and accuracy', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (v, acc) => {
        expect(Number.isNaN(roundBalance(v, acc))).toBe(false);
      }),
    );
  });
});

describe('formatCurrency', () => {
  it('puts the symbol and a non-breaking space before the amount', () => {
    expect(formatCurrency(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCurrency(1234.56)).toMatch(/R\$\s1\.234,56/);
    expect(formatCurrency(0)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency(5, 'US$')).toBe(`US$${NBSP}5,00`);
    expect(formatCurrency(5, '')).toBe('5,00');
    expect(formatCurrency(0.5, 'BTC', 8)).toBe(`BTC${NBSP}0,50000000`);
  });

  it('shows negative amounts with the sign before the symbol', () => {
    expect(formatCurrency(-1)).toBe(`-R$${NBSP}1,00`);
    expect(formatCurrency(-1234.565)).toBe(`-R$${NBSP}1.234,57`);
  });

  it('shows no sign for an amount that rounds to zero', () => {
    expect(formatCurrency(-0.001)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency(-0)).toBe(`R$${NBSP}0,00`);
  });

  it('returns empty for NaN and infinities', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatCurrency(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('property: sign, symbol and amount agree with formatMoney', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const out = formatCurrency(n);
        const body = formatMoney(Math.abs(n));
        const sign = n < 0 && /[1-9]/.test(body) ? '-' : '';
        expect(out).toBe(`${sign}R$${NBSP}${body}`);
      }),
    );
  });

  it('property: never throws or shows NaN for any number', () => {
    fc.assert(
      fc.property(fc.double(), fc.string(), fc.integer({ min: -3, max: 25 }), (n, sym, d) => {
        const out = formatCurrency(n, sym, d);
        expect(out === '').toBe(!Number.isFinite(n));
        if (out) expect(out.endsWith('NaN')).toBe(false);
      }),
    );
  });
});
