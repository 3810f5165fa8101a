import { describe, expect, it } from 'vitest';
import { currencyDisplay } from './currencyDisplay';

const map = {
  '1': [{ currency: 'BRL', currencySymbol: 'R$', usdCurrencyAccuracy: 2 }],
  '2': [
    { currency: 'USDT', currencySymbol: 'USDT', usdCurrencyAccuracy: 4 },
    { currency: 'BTC', currencySymbol: '₿', usdCurrencyAccuracy: 8 },
    { currency: 'BAD', currencySymbol: 'B', usdCurrencyAccuracy: 2.5 },
  ],
  '3': [],
};

describe('currencyDisplay', () => {
  it('takes symbol and accuracy from the currency map (spec 3, 5)', () => {
    expect(currencyDisplay('BTC', map)).toEqual({ symbol: '₿', decimals: 8 });
    expect(currencyDisplay('usdt', map)).toEqual({ symbol: 'USDT', decimals: 4 });
  });

  it('falls back to the wallet entry symbol and 2 decimals', () => {
    expect(currencyDisplay('ETH', map, [{ currency: 'ETH', currencySymbol: 'Ξ' }])).toEqual({
      symbol: 'Ξ',
      decimals: 2,
    });
  });

  it('falls back to R$ for BRL and to the code for others before the map loads', () => {
    expect(currencyDisplay('BRL', null)).toEqual({ symbol: 'R$', decimals: 2 });
    expect(currencyDisplay('EUR', null)).toEqual({ symbol: 'EUR', decimals: 2 });
  });

  it('ignores an accuracy that is not a whole number of places', () => {
    expect(currencyDisplay('BAD', map).decimals).toBe(2);
  });
});
