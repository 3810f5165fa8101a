import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA_CODE, formatBrMobile, isValidBrMobile, toE164 } from './phone';

/** Any Unicode text, plus lone surrogates (invalid UTF-16 that still reaches inputs). */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('\ud800', '\udfff', 'a', '9', '😀', '\u0301') }),
);

const DDDS = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
].map(String);
const digit = fc.constantFrom(...'0123456789');
const mobile = fc
  .tuple(fc.constantFrom(...DDDS), fc.string({ unit: digit, minLength: 8, maxLength: 8 }))
  .map(([ddd, rest]) => `${ddd}9${rest}`);

describe('DEFAULT_AREA_CODE', () => {
  it("is Brazil's 55 (spec 3 and 9)", () => {
    expect(DEFAULT_AREA_CODE).toBe('55');
  });
});

describe('formatBrMobile', () => {
  it('masks progressively as the player types', () => {
    expect(formatBrMobile('')).toBe('');
    expect(formatBrMobile('1')).toBe('(1');
    expect(formatBrMobile('11')).toBe('(11');
    expect(formatBrMobile('119')).toBe('(11) 9');
    expect(formatBrMobile('1198765')).toBe('(11) 98765');
    expect(formatBrMobile('11987654')).toBe('(11) 98765-4');
    expect(formatBrMobile('11987654321')).toBe('(11) 98765-4321');
  });

  it('drops non-digits, cuts after 11 digits and reads +55 as the country code', () => {
    expect(formatBrMobile('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(formatBrMobile('11 98765 4321 99')).toBe('(11) 98765-4321');
    expect(formatBrMobile('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatBrMobile('abc')).toBe('');
  });

  it('property: keeps the first 11 digits in the mask shape, idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 ()-+x') }), (s) => {
        const out = formatBrMobile(s);
        expect(out).toMatch(/^(\(\d{1,2}|\(\d{2}\) \d{1,5}|\(\d{2}\) \d{5}-\d{1,4})?$/);
        expect(formatBrMobile(out)).toBe(out);
        const national = s.trim().startsWith('+55') ? s.trim().slice(3) : s;
        expect(out.replace(/\D/g, '')).toBe(national.replace(/\D/g, '').slice(0, 11));
      }),
    );
  });

  it('property: typing one more digit only extends the mask', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, maxLength: 12 }), (d) => {
        expect(formatBrMobile(d + '5').startsWith(formatBrMobile(d))).toBe(true);
      }),
    );
  });

  it('property: never throws on any string', () => {
    fc.assert(fc.property(anyText, (s) => typeof formatBrMobile(s) === 'string'));
  });
});

describe('isValidBrMobile', () => {
  it('accepts 11-digit mobiles with a DDD in use', () => {
    expect(isValidBrMobile('11987654321')).toBe(true);
    expect(isValidBrMobile('(11) 98765-4321')).toBe(true);
    expect(isValidBrMobile('+5521987654321')).toBe(true);
    expect(isValidBrMobile('+55 (99) 91234-5678')).toBe(true);
  });

  it('rejects unassigned DDDs, landlines, wrong lengths and letters', () => {
    expect(isValidBrMobile('20987654321')).toBe(false);
    expect(isValidBrMobile('10987654321')).toBe(false);
    expect(isValidBrMobile('01987654321')).toBe(false);
    expect(isValidBrMobile('1133334444')).toBe(false);
    expect(isValidBrMobile('11887654321')).toBe(false);
    expect(isValidBrMobile('1198765432')).toBe(false);
    expect(isValidBrMobile('119876543210')).toBe(false);
    expect(isValidBrMobile('5511987654321')).toBe(false);
    expect(isValidBrMobile('11a987654321')).toBe(false);
    expect(isValidBrMobile('')).toBe(false);
  });

  it('property: every DDD in use with 9 and 8 digits is valid, masked or not', () => {
    fc.assert(
      fc.property(mobile, (m) => {
        expect(isValidBrMobile(m)).toBe(true);
        expect(isValidBrMobile(formatBrMobile(m))).toBe(true);
      }),
    );
  });

  it('property: the 67 DDDs are exactly the accepted area codes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.string({ unit: digit, minLength: 8, maxLength: 8 }),
        (ddd, rest) => {
          const code = String(ddd).padStart(2, '0');
          expect(isValidBrMobile(`${code}9${rest}`)).toBe(DDDS.includes(code));
        },
      ),
    );
    expect(DDDS).toHaveLength(67);
  });

  it('property: a valid value always has 11 national digits starting DDD + 9', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isValidBrMobile(s)) expect(formatBrMobile(s)).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
      }),
    );
  });
});

describe('toE164', () => {
  it('gives +55 and the national digits', () => {
    expect(toE164('(11) 98765-4321')).toBe('+5511987654321');
    expect(toE164('+5511987654321')).toBe('+5511987654321');
  });

  it('gives empty for an invalid number', () => {
    expect(toE164('1133334444')).toBe('');
    expect(toE164('')).toBe('');
  });

  it('property: round-trips a valid mobile through the mask and back', () => {
    fc.assert(
      fc.property(mobile, (m) => {
        const e164 = toE164(formatBrMobile(m));
        expect(e164).toBe(`+55${m}`);
        expect(toE164(e164)).toBe(e164);
        expect(formatBrMobile(e164)).toBe(formatBrMobile(m));
      }),
    );
  });

  it('property: "" or +55 and 11 digits for any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = toE164(s);
        expect(out === '' || /^\+55\d{11}$/.test(out)).toBe(true);
      }),
    );
  });
});
