import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf';

/** The Receita Federal formulation, written independently: (sum * 10) mod 11, 10 -> 0. */
function withCheckDigits(nine: string): string {
  const dv = (digits: string) => {
    const sum = digits
      .split('')
      .reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  const first = dv(nine);
  return `${nine}${first}${dv(nine + first)}`;
}

const nineDigits = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 })
  .filter((s) => !/^(\d)\1{8}$/.test(s));

describe('isValidCpf', () => {
  it('accepts valid CPFs, formatted or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths, repeated digits and other characters', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-52')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('529/982/247-25')).toBe(false);
    expect(isValidCpf('52998224725a')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('property: nine digits plus their check digits are valid, in any formatting', () => {
    fc.assert(
      fc.property(nineDigits, fc.boolean(), (nine, masked) => {
        const cpf = withCheckDigits(nine);
        expect(isValidCpf(masked ? formatCpf(cpf) : cpf)).toBe(true);
      }),
    );
  });

  it('property: any other check digit is invalid', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (nine, at, delta) => {
          const cpf = withCheckDigits(nine);
          const wrong = String((Number(cpf[at]) + delta) % 10);
          expect(isValidCpf(cpf.slice(0, at) + wrong + cpf.slice(at + 1))).toBe(false);
        },
      ),
    );
  });

  it('property: never throws; only 11-digit strings can pass', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isValidCpf(s)) expect(s.replace(/[.\-\s]/g, '')).toMatch(/^\d{11}$/);
      }),
    );
  });
});

describe('formatCpf', () => {
  it('masks progressively as the player types', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('1')).toBe('1');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCpf('1234567')).toBe('123.456.7');
    expect(formatCpf('123456789')).toBe('123.456.789');
    expect(formatCpf('1234567890')).toBe('123.456.789-0');
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
  });

  it('drops non-digits and cuts after 11 digits', () => {
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpf('abc123x456')).toBe('123.456');
    expect(formatCpf('1234567890912345')).toBe('123.456.789-09');
  });

  it('property: keeps the first 11 digits, in order, in the mask shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789.-x ') })),
        (s) => {
          const out = formatCpf(s);
          expect(out.replace(/\D/g, '')).toBe(s.replace(/\D/g, '').slice(0, 11));
          expect(out).toMatch(
            /^(\d{1,3}|\d{3}\.\d{1,3}|\d{3}\.\d{3}\.\d{1,3}|\d{3}\.\d{3}\.\d{3}-\d{1,2})?$/,
          );
        },
      ),
    );
  });

  it('property: idempotent, and typing one more digit only extends the mask', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }), (d) => {
        const out = formatCpf(d);
        expect(formatCpf(out)).toBe(out);
        expect(formatCpf(d + '7').startsWith(out)).toBe(true);
      }),
    );
  });
});
