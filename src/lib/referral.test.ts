import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReferralCode, parseReferralPath, REFERRAL_CODE_MAX_LENGTH } from './referral';

const alnum = fc.string({
  unit: fc.constantFrom(...'abcxyzABCXYZ0123456789'),
  minLength: 1,
  maxLength: 20,
});
const numeric = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 });
const tail = fc.constantFrom('', '/', '?x=1', '/?utm_source=whatsapp', '#top', '?a=1#b');

describe('parseReferralPath', () => {
  it('reads /u/ and /c/ codes (spec 2 and 5)', () => {
    expect(parseReferralPath('/u/ABC123')).toEqual({ kind: 'u', code: 'ABC123' });
    expect(parseReferralPath('/c/123')).toEqual({ kind: 'c', code: '123' });
    expect(parseReferralPath('/u/abc')).toEqual({ kind: 'u', code: 'abc' });
  });

  it('keeps a /c/ code only when it is all digits', () => {
    expect(parseReferralPath('/c/AB1')).toBeNull();
    expect(parseReferralPath('/c/1A')).toBeNull();
  });

  it('allows one trailing slash and ignores query and hash', () => {
    expect(parseReferralPath('/u/ABC123/')).toEqual({ kind: 'u', code: 'ABC123' });
    expect(parseReferralPath('/u/ABC123?x=1')).toEqual({ kind: 'u', code: 'ABC123' });
    expect(parseReferralPath('/c/77/?utm=a#b')).toEqual({ kind: 'c', code: '77' });
  });

  it('rejects everything else', () => {
    for (const bad of [
      '',
      '/',
      '/u/',
      '/u',
      '/c/',
      '/u/ab-c',
      '/u/ab_c',
      '/u/ab c',
      '/u/ção1',
      '/u/ABC//',
      '/u/a/b',
      '/U/ABC',
      '/x/ABC',
      'u/ABC',
      '//u/ABC',
      '/home/u/ABC',
      '?/u/ABC',
      'https://vitrine.bet/u/ABC',
    ]) {
      expect(parseReferralPath(bad), bad).toBeNull();
    }
  });

  it('ignores a code longer than 32 characters (it was stored and sent as a header)', () => {
    expect(REFERRAL_CODE_MAX_LENGTH).toBe(32);
    expect(parseReferralPath(`/u/${'A'.repeat(32)}`)).toEqual({ kind: 'u', code: 'A'.repeat(32) });
    expect(parseReferralPath(`/u/${'A'.repeat(33)}`)).toBeNull();
    expect(parseReferralPath(`/c/${'7'.repeat(33)}`)).toBeNull();
    expect(parseReferralPath(`/u/${'A'.repeat(100_000)}`)).toBeNull();
  });

  it('isReferralCode checks what storage holds: type, characters, length', () => {
    expect(isReferralCode('AMIGO7', 'u')).toBe(true);
    expect(isReferralCode('123', 'c')).toBe(true);
    expect(isReferralCode('AB1', 'c')).toBe(false);
    expect(isReferralCode('', 'u')).toBe(false);
    expect(isReferralCode(42, 'u')).toBe(false);
    expect(isReferralCode('a b', 'u')).toBe(false);
    expect(isReferralCode('x'.repeat(33), 'u')).toBe(false);
  });

  it('property: any /u/ alphanumeric code reads back exactly, with any tail', () => {
    fc.assert(
      fc.property(alnum, tail, (code, end) => {
        expect(parseReferralPath(`/u/${code}${end}`)).toEqual({ kind: 'u', code });
      }),
    );
  });

  it('property: a /c/ code reads back exactly when numeric, else null', () => {
    fc.assert(
      fc.property(fc.oneof(numeric, alnum), tail, (code, end) => {
        const expected = /^\d+$/.test(code) ? { kind: 'c', code } : null;
        expect(parseReferralPath(`/c/${code}${end}`)).toEqual(expected);
      }),
    );
  });

  it('property: never throws; a result is always a clean code from the path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/u/${s}`),
          fc.string().map((s) => `/c/${s}`),
        ),
        (path) => {
          const result = parseReferralPath(path);
          if (result) {
            expect(result.code).toMatch(result.kind === 'c' ? /^\d+$/ : /^[A-Za-z0-9]+$/);
            expect(path.startsWith(`/${result.kind}/${result.code}`)).toBe(true);
          }
        },
      ),
    );
  });
});
