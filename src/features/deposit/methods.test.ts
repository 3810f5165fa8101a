import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayMethodConfig } from '../../api/contract';
import { checkAmount } from '../cashier';
import { amountInput, decimalsOf, defaultMethod, depositMethods } from './methods';

const BRL = { currency: 'BRL', minAmount: 10, maxAmount: 50_000, amounts: [50, 20, 5, 60_000] };
const pix: PayMethodConfig = { payMethod: 1, available: true, currencies: [BRL] };
const crypto: PayMethodConfig = {
  payMethod: 2,
  available: true,
  currencies: [{ currency: 'BTC', minAmount: 0.0001, maxAmount: 2, amounts: [0.005] }],
};
const card: PayMethodConfig = { payMethod: 3, available: false, currencies: [BRL] };

describe('depositMethods (channel config, spec 3 methods)', () => {
  it('keeps spec 3 order whatever order the channel sends', () => {
    const methods = depositMethods({ payMethods: [card, crypto, pix] });
    expect(methods.map((m) => m.payMethod)).toEqual([1, 2, 3]);
  });

  it('keeps a switched-off method, as unavailable', () => {
    const methods = depositMethods({ payMethods: [pix, card] });
    expect(methods.map((m) => [m.payMethod, m.available])).toEqual([
      [1, true],
      [3, false],
    ]);
  });

  it('drops chips outside the limits and sorts them', () => {
    const [method] = depositMethods({ payMethods: [pix] });
    expect(method?.currencies[0]?.amounts).toEqual([20, 50]);
  });

  it('a method with unusable limits only is unavailable; unknown codes are left out', () => {
    const broken: PayMethodConfig = {
      payMethod: 1,
      available: true,
      currencies: [{ currency: 'BRL', minAmount: 100, maxAmount: 10, amounts: [] }],
    };
    const unknown = {
      payMethod: 9,
      available: true,
      currencies: [BRL],
    } as unknown as PayMethodConfig;
    expect(depositMethods({ payMethods: [broken, unknown] })).toEqual([
      { payMethod: 1, available: false, currencies: [] },
    ]);
  });

  it('a config without methods offers none', () => {
    expect(depositMethods(undefined)).toEqual([]);
    expect(depositMethods({} as { payMethods: PayMethodConfig[] })).toEqual([]);
  });

  it('opens on the first available method', () => {
    const methods = depositMethods({ payMethods: [{ ...pix, available: false }, crypto] });
    expect(defaultMethod(methods)?.payMethod).toBe(2);
  });
});

describe('amountInput (a chip into the amount field)', () => {
  it('writes amounts the field accepts: no grouping, comma decimals, no exponent', () => {
    expect(amountInput(1000)).toBe('1000');
    expect(amountInput(0.005)).toBe('0,005');
    expect(amountInput(1e-7)).toBe('0,0000001');
    expect(decimalsOf(0.005)).toBe(3);
    expect(decimalsOf(20)).toBe(0);
  });

  it('property: what it writes reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 8 }), (n, d) => {
        const amount = n / 10 ** d;
        const check = checkAmount(amountInput(amount), { accuracy: 8 });
        return check.ok && check.value === amount;
      }),
    );
  });
});
