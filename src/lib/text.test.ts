import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber, maskText } from './text';

/** Any Unicode text, plus lone surrogates (invalid UTF-16 that still reaches inputs). */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('\ud800', '\udfff', 'a', '9', '😀', '\u0301') }),
);

describe('maskText', () => {
  it('keeps the first two and the last character of long texts (spec 5)', () => {
    expect(maskText('5511987654321')).toBe('55***1');
    expect(maskText('abcde')).toBe('ab***e');
    expect(maskText('jogador123')).toBe('jo***3');
  });

  it('leaves texts of 4 characters or fewer unchanged', () => {
    for (const s of ['', 'a', 'ab', 'abc', 'abcd']) expect(maskText(s)).toBe(s);
  });

  it('works on code points, never splitting an emoji', () => {
    expect(maskText('😀😁abc😂')).toBe('😀😁***😂');
    expect(maskText('😀😁😂😃')).toBe('😀😁😂😃');
    expect(maskText('joão1')).toBe('jo***1');
  });

  it('property: any long text becomes first 2 + *** + last, length 6', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', minLength: 0, maxLength: 30 }), (s) => {
        const chars = Array.from(s);
        const out = maskText(s);
        if (chars.length <= 4) {
          expect(out).toBe(s);
        } else {
          const outChars = Array.from(out);
          expect(outChars).toHaveLength(6);
          expect(outChars.slice(0, 2)).toEqual(chars.slice(0, 2));
          expect(outChars[5]).toBe(chars[chars.length - 1]);
          expect(outChars.slice(2, 5).join('')).toBe('***');
        }
      }),
    );
  });

  it('property: never throws and is idempotent on any string', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(maskText(maskText(s))).toBe(maskText(s));
      }),
    );
  });
});

/** Reads an abbreviation back into a number. */
function parseAbbr(s: string): number {
  const match = /^(-?)([\d.]+(?:,\d+)?)(?:\u00a0(mil|mi|bi|tri))?$/.exec(s);
  if (!match) throw new Error(`not an abbreviation: ${s}`);
  const scale = { mil: 1e3, mi: 1e6, bi: 1e9, tri: 1e12 }[match[3] as 'mil'] ?? 1;
  const value = Number(match[2]!.replace(/\./g, '').replace(',', '.')) * scale;
  return match[1] ? -value : value;
}

describe('abbreviateNumber', () => {
  it('abbreviates from 1e3, 1e6, 1e9, 1e12 (spec 5) in pt-BR words', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1\u00a0mil');
    expect(abbreviateNumber(1500)).toBe('1,5\u00a0mil');
    expect(abbreviateNumber(2e6)).toBe('2\u00a0mi');
    expect(abbreviateNumber(3.75e9)).toBe('3,75\u00a0bi');
    expect(abbreviateNumber(1.25e12)).toBe('1,25\u00a0tri');
    expect(abbreviateNumber(1.5e15)).toBe('1.500\u00a0tri');
  });

  it('keeps at most 2 decimals, cut rather than rounded, without trailing zeros', () => {
    expect(abbreviateNumber(1999)).toBe('1,99\u00a0mil');
    expect(abbreviateNumber(1130)).toBe('1,13\u00a0mil');
    expect(abbreviateNumber(1100)).toBe('1,1\u00a0mil');
    expect(abbreviateNumber(999_999)).toBe('999,99\u00a0mil');
    expect(abbreviateNumber(12.345)).toBe('12,34');
    expect(abbreviateNumber(0.5)).toBe('0,5');
  });

  it('keeps fewer decimals when asked, still cut', () => {
    expect(abbreviateNumber(482_119, 1)).toBe('482,1\u00a0mil');
    expect(abbreviateNumber(1_999, 0)).toBe('1\u00a0mil');
  });

  it('keeps the sign of negatives, but not on a value shown as 0', () => {
    expect(abbreviateNumber(-1500)).toBe('-1,5\u00a0mil');
    expect(abbreviateNumber(-42)).toBe('-42');
    expect(abbreviateNumber(-0.001)).toBe('0');
    expect(abbreviateNumber(-0)).toBe('0');
  });

  it('gives 0 for NaN and infinities', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('0');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(abbreviateNumber(Number.NEGATIVE_INFINITY)).toBe('0');
  });

  it('property: well formed, and the suffix matches the magnitude', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const out = abbreviateNumber(n);
        expect(out).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?(\u00a0(mil|mi|bi|tri))?$/);
        const abs = Math.abs(n);
        const suffix = /\u00a0(\w+)$/.exec(out)?.[1] ?? '';
        if (!Number.isFinite(n)) expect(out).toBe('0');
        else if (abs >= 1e12) expect(suffix).toBe('tri');
        else if (abs >= 1e9) expect(suffix).toBe('bi');
        else if (abs >= 1e6) expect(suffix).toBe('mi');
        else if (abs >= 1e3) expect(suffix).toBe('mil');
        else expect(suffix).toBe('');
      }),
    );
  });

  it('property: never overstates, and loses less than 0.01 of the unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (n) => {
        const out = abbreviateNumber(n);
        const back = Math.abs(parseAbbr(out));
        const abs = Math.abs(n);
        const unit =
          abs >= 1e12 ? 1e12 : abs >= 1e9 ? 1e9 : abs >= 1e6 ? 1e6 : abs >= 1e3 ? 1e3 : 1;
        const eps = abs * 1e-12;
        expect(back).toBeLessThanOrEqual(abs + eps);
        expect(abs - back).toBeLessThan(0.01 * unit + eps);
      }),
    );
  });

  it('property: monotonic for non-negative values', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e15, noNaN: true }),
        fc.double({ min: 0, max: 1e15, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(parseAbbr(abbreviateNumber(lo))).toBeLessThanOrEqual(
            parseAbbr(abbreviateNumber(hi)) * (1 + 1e-12),
          );
        },
      ),
    );
  });
});
