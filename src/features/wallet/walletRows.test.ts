import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyMap, WalletEntry } from '../../api/contract';
import { filterWalletRows, walletRows } from './walletRows';
import { walletViewStatus } from './useWalletView';

const MAP: CurrencyMap = {
  '1': [{ currency: 'BRL', currencySymbol: 'R$', usdCurrencyAccuracy: 2 }],
  '2': [
    { currency: 'USDT', currencySymbol: 'USDT', usdCurrencyAccuracy: 4 },
    { currency: 'BTC', currencySymbol: 'BTC', usdCurrencyAccuracy: 8 },
    { currency: 'ETH', currencySymbol: 'ETH', usdCurrencyAccuracy: 6 },
  ],
  '3': [],
};

const entry = (currency: string, availableBalance: number): WalletEntry => ({
  currency,
  availableBalance,
  currencySymbol: currency === 'BRL' ? 'R$' : currency,
  icon: `${currency}.png`,
});

const wallets = [
  entry('BRL', 10.239),
  entry('USDT', 52.18349),
  entry('BTC', 0.00123456),
  entry('ETH', 0),
];

describe('walletRows (spec 5: rounded down to the accuracy)', () => {
  it('rounds each balance DOWN to its currency accuracy, in the server order', () => {
    expect(walletRows(wallets, MAP)).toEqual([
      { currency: 'BRL', icon: 'BRL.png', availableBalance: 10.23, symbol: 'R$', decimals: 2 },
      {
        currency: 'USDT',
        icon: 'USDT.png',
        availableBalance: 52.1834,
        symbol: 'USDT',
        decimals: 4,
      },
      {
        currency: 'BTC',
        icon: 'BTC.png',
        availableBalance: 0.00123456,
        symbol: 'BTC',
        decimals: 8,
      },
      { currency: 'ETH', icon: 'ETH.png', availableBalance: 0, symbol: 'ETH', decimals: 6 },
    ]);
  });

  it('without the currency map: 2 places and the entry symbol', () => {
    const [, usdt] = walletRows(wallets, null);
    expect(usdt).toMatchObject({ availableBalance: 52.18, symbol: 'USDT', decimals: 2 });
  });

  it('never shows more than the player holds (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.constantFrom('BRL', 'USDT', 'BTC', 'ETH'),
        (balance, currency) => {
          const [row] = walletRows([entry(currency, balance)], MAP);
          expect(row!.availableBalance).toBeLessThanOrEqual(balance);
        },
      ),
    );
  });
});

describe('filterWalletRows (spec 5)', () => {
  const rows = walletRows([...wallets, entry('BRL2', 0.004)], MAP);
  const codes = (list: { currency: string }[]) => list.map((r) => r.currency);

  it('searches the code case-insensitively', () => {
    const filter = { hideEmpty: false, selected: 'BRL' };
    expect(codes(filterWalletRows(rows, { ...filter, query: 'us' }))).toEqual(['USDT']);
    expect(codes(filterWalletRows(rows, { ...filter, query: ' bT ' }))).toEqual(['BTC']);
    expect(codes(filterWalletRows(rows, { ...filter, query: '' }))).toHaveLength(5);
    expect(filterWalletRows(rows, { ...filter, query: 'xyz' })).toEqual([]);
  });

  it('hides zero balances, and balances that show as zero, but keeps the selected one', () => {
    expect(codes(filterWalletRows(rows, { query: '', hideEmpty: true, selected: 'BRL' }))).toEqual([
      'BRL',
      'USDT',
      'BTC',
    ]);
    expect(codes(filterWalletRows(rows, { query: '', hideEmpty: true, selected: 'ETH' }))).toEqual([
      'BRL',
      'USDT',
      'BTC',
      'ETH',
    ]);
  });
});

describe('walletViewStatus', () => {
  it('is ready with wallets once the currency map has settled', () => {
    expect(walletViewStatus('ready', 4, true)).toBe('ready');
    // A background refresh keeps the rows on screen.
    expect(walletViewStatus('loading', 4, true)).toBe('ready');
    expect(walletViewStatus('error', 4, true)).toBe('ready');
    expect(walletViewStatus('ready', 4, false)).toBe('loading');
  });

  it('without wallets: loading, error or empty as the store says', () => {
    expect(walletViewStatus('idle', 0, true)).toBe('loading');
    expect(walletViewStatus('loading', 0, true)).toBe('loading');
    expect(walletViewStatus('error', 0, true)).toBe('error');
    expect(walletViewStatus('ready', 0, false)).toBe('empty');
  });
});
