import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, EXCHANGE_RATES } from '../../../mocks/data/wallet';
import { multiplyFloor } from '../../../mocks/world/money';
import { toDecimalParts, type DecimalParts } from '../../lib/decimal';
import {
  amountNumber,
  amountParts,
  canonicalAmount,
  convertDown,
  isZero,
  moneyText,
  rateText,
} from './exchangeMath';

const parts = (text: string) => amountParts(text) as DecimalParts;
const units = ({ int, frac }: DecimalParts) => BigInt(`${int}${frac}`);

describe('convertDown (spec 5: the result rounds DOWN to the destination accuracy)', () => {
  it('the seed pair BRL -> USDT: R$ 100 at 0,18796992 is 18,7969 USDT, not 18,7970', () => {
    expect(convertDown(parts('100'), 0.18796992, 4)).toEqual({ int: '18', frac: '7969' });
  });

  it('has no float drift where floats have it', () => {
    // 0.29 * 100 is 28.999999999999996 in floats: a float floor would say 28,99.
    expect(convertDown(parts('0,29'), 100, 2)).toEqual({ int: '29', frac: '00' });
    // 1.13 * 100 is 112.99999999999999.
    expect(convertDown(parts('1.13'), 100, 2)).toEqual({ int: '113', frac: '00' });
    // 0.1 * 3 is 0.30000000000000004: a float ceiling step would show 0,31.
    expect(convertDown(parts('0,1'), 3, 2)).toEqual({ int: '0', frac: '30' });
  });

  it('keeps every digit of amounts a double cannot hold', () => {
    expect(convertDown(parts('999999999999999,99'), 1.5, 2)).toEqual({
      int: '1499999999999999',
      frac: '98',
    });
  });

  it('pads to the accuracy and drops what the destination cannot hold', () => {
    expect(convertDown(parts('10'), 5.32, 4)).toEqual({ int: '53', frac: '2000' });
    expect(convertDown(parts('1'), 0.00001015, 8)).toEqual({ int: '0', frac: '00001015' });
    expect(convertDown(parts('0,0001'), 0.00001015, 8)).toEqual({ int: '0', frac: '00000000' });
    expect(convertDown(parts('7,9'), 1, 0)).toEqual({ int: '7', frac: '' });
  });

  it('refuses rates and accuracies that are not numbers it can use', () => {
    expect(convertDown(parts('1'), Number.NaN, 2)).toBeNull();
    expect(convertDown(parts('1'), -1, 2)).toBeNull();
    expect(convertDown(parts('1'), Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(convertDown(parts('1'), 1, 2.5)).toBeNull();
    expect(convertDown(parts('1'), 1, 21)).toBeNull();
  });

  it('property: never more than amount x rate, and less by under one unit of the last place', () => {
    const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{1,${max}}$`));
    fc.assert(
      fc.property(
        digits(15),
        fc.option(digits(10), { nil: undefined }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 12 }),
        (int, frac, rate, decimals) => {
          const amount = { int, frac: frac ?? '' };
          const result = convertDown(amount, rate, decimals);
          if (result === null) return false;
          if (result.frac.length !== decimals) return false;
          // Exact rational comparison: result / 10^d <= a * r < (result + 1) / 10^d.
          const rateParts = toDecimalParts(rate)!;
          const product = units(amount) * units(rateParts);
          const scale = amount.frac.length + rateParts.frac.length;
          const shown = units(result) * 10n ** BigInt(scale);
          const exact = product * 10n ** BigInt(decimals);
          return shown <= exact && exact < shown + 10n ** BigInt(scale);
        },
      ),
    );
  });

  it('property: at the seed rates it is exactly what the mock world credits', () => {
    const accuracy = (code: string) =>
      CURRENCIES.find((c) => c.currency === code)!.usdCurrencyAccuracy;
    fc.assert(
      fc.property(
        fc.constantFrom(...EXCHANGE_RATES),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        ({ sourceCurrency, destinationCurrency, rate }, minorUnits) => {
          const sourceDecimals = accuracy(sourceCurrency);
          const text = (minorUnits / 10 ** sourceDecimals).toFixed(sourceDecimals);
          const amount = parts(text);
          const shown = convertDown(amount, rate, accuracy(destinationCurrency))!;
          const credited = multiplyFloor(amountNumber(amount), rate, accuracy(destinationCurrency));
          return amountNumber(shown) === credited;
        },
      ),
    );
  });
});

describe('amount text', () => {
  it('reads the digits the player typed, comma or dot', () => {
    expect(amountParts(' 100,50 ')).toEqual({ int: '100', frac: '50' });
    expect(amountParts('7.5')).toEqual({ int: '7', frac: '5' });
    expect(amountParts('1e5')).toBeNull();
    expect(amountParts('-5')).toBeNull();
  });

  it('one intent per amount however it was written', () => {
    expect(canonicalAmount(parts('0100,50'))).toBe('100.5');
    expect(canonicalAmount(parts('100.5'))).toBe('100.5');
    expect(canonicalAmount(parts('100,00'))).toBe('100');
    expect(amountNumber(parts('100,50'))).toBe(100.5);
  });
});

describe('what the player reads', () => {
  it('writes amounts the pt-BR way with a no-break space after the symbol', () => {
    expect(moneyText({ int: '1234567', frac: '8900' }, 'USDT')).toBe('USDT\u00a01.234.567,8900');
    expect(moneyText({ int: '0', frac: '05' }, 'R$')).toBe('R$\u00a00,05');
    expect(moneyText({ int: '7', frac: '' }, '')).toBe('7');
  });

  it('writes the rate with every digit it has', () => {
    expect(rateText(0.18796992)).toBe('0,18796992');
    expect(rateText(524020)).toBe('524.020');
    expect(rateText(1.015e-8)).toBe('0,00000001015');
    expect(rateText(Number.NaN)).toBe('');
  });

  it('tells a result of nothing', () => {
    expect(isZero({ int: '0', frac: '0000' })).toBe(true);
    expect(isZero({ int: '0', frac: '0001' })).toBe(false);
  });
});
