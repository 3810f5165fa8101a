import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

const LIMITS = { min: 10, max: 5000, accuracy: 2 };

describe('checkAmount (bad input sends nothing)', () => {
  it('accepts digits with one comma or dot decimal part', () => {
    expect(checkAmount('50', LIMITS)).toEqual({ ok: true, value: 50 });
    expect(checkAmount('50,5', LIMITS)).toEqual({ ok: true, value: 50.5 });
    expect(checkAmount(' 10.25 ', LIMITS)).toEqual({ ok: true, value: 10.25 });
  });

  it.each(['1e5', '-5', '1.000,50', '1 000', 'abc', 'R$ 20', 'Infinity', '10,', ',5', '1,2,3'])(
    'refuses "%s" as a format problem',
    (raw) => {
      expect(checkAmount(raw, LIMITS)).toEqual({ ok: false, problem: { kind: 'format' } });
    },
  );

  it('refuses more decimals than the currency has', () => {
    expect(checkAmount('10,555', LIMITS)).toEqual({
      ok: false,
      problem: { kind: 'decimals', accuracy: 2 },
    });
    expect(checkAmount('10,5', { accuracy: 0 })).toMatchObject({ ok: false });
  });

  it('says which bound was crossed, in the currency', () => {
    expect(checkAmount('', LIMITS)).toEqual({ ok: false, problem: { kind: 'required' } });
    expect(checkAmount('9,99', LIMITS)).toMatchObject({
      ok: false,
      problem: { kind: 'min', min: expect.stringMatching(/^R\$\s10,00$/) },
    });
    expect(checkAmount('5000,01', LIMITS)).toMatchObject({ problem: { kind: 'max' } });
    expect(checkAmount('200', { ...LIMITS, available: 150 })).toMatchObject({
      problem: { kind: 'available', available: expect.stringMatching(/150,00$/) },
    });
    expect(checkAmount('5000', LIMITS)).toEqual({ ok: true, value: 5000 });
  });

  it('property: an accepted amount is finite, within the bounds and read exactly', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = checkAmount(raw, LIMITS);
        if (!result.ok) return true;
        return (
          Number.isFinite(result.value) &&
          result.value >= 10 &&
          result.value <= 5000 &&
          result.value === Number(raw.trim().replace(',', '.'))
        );
      }),
    );
  });
});
