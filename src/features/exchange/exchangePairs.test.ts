import { describe, expect, it } from 'vitest';
import { CURRENCY_MAP, EXCHANGE_RATES, WALLETS } from '../../../mocks/data/wallet';
import type { ExchangeRate } from '../../api/contract';
import {
  destinationsOf,
  exchangeSides,
  initialPair,
  rateOf,
  swapped,
  withSource,
} from './exchangePairs';

const sides = exchangeSides(WALLETS, CURRENCY_MAP);

describe('exchange pairs', () => {
  it('shows each wallet at its accuracy, rounded down (spec 5)', () => {
    expect(sides.map((s) => [s.currency, s.symbol, s.decimals, s.balance])).toEqual([
      ['BRL', 'R$', 2, 1847.35],
      ['USDT', 'USDT', 4, 52.1834],
      ['BTC', 'BTC', 8, 0.00123456],
      ['ETH', 'ETH', 6, 0],
    ]);
    const [brl] = exchangeSides(
      [{ currency: 'BRL', availableBalance: 10.239, currencySymbol: 'R$', icon: '' }],
      CURRENCY_MAP,
    );
    expect(brl?.balance).toBe(10.23);
  });

  it('opens on the current currency, else the first wallet that can convert', () => {
    expect(initialPair(sides, EXCHANGE_RATES, 'BRL')).toEqual({
      source: 'BRL',
      destination: 'USDT',
    });
    expect(initialPair(sides, EXCHANGE_RATES, 'BTC')).toEqual({
      source: 'BTC',
      destination: 'BRL',
    });
    expect(initialPair(sides, EXCHANGE_RATES, 'EUR')).toEqual({
      source: 'BRL',
      destination: 'USDT',
    });
    expect(initialPair(sides.slice(0, 1), EXCHANGE_RATES, 'BRL')).toBeNull();
    expect(initialPair(sides, [], 'BRL')).toBeNull();
  });

  it('offers only destinations with a usable rate', () => {
    const rates: ExchangeRate[] = [
      { sourceCurrency: 'BRL', destinationCurrency: 'USDT', rate: 0.18 },
      { sourceCurrency: 'BRL', destinationCurrency: 'BTC', rate: 0 },
      { sourceCurrency: 'BRL', destinationCurrency: 'ETH', rate: Number.NaN },
    ];
    expect(destinationsOf(sides, rates, 'BRL').map((s) => s.currency)).toEqual(['USDT']);
    expect(rateOf(rates, 'BRL', 'BTC')).toBeUndefined();
    // No rate back from USDT: the swap is not offered.
    expect(swapped({ source: 'BRL', destination: 'USDT' }, rates)).toBeNull();
  });

  it('swaps, and picking the destination as the source swaps too', () => {
    const pair = { source: 'BRL', destination: 'USDT' };
    expect(swapped(pair, EXCHANGE_RATES)).toEqual({ source: 'USDT', destination: 'BRL' });
    expect(withSource(pair, 'USDT', sides, EXCHANGE_RATES)).toEqual({
      source: 'USDT',
      destination: 'BRL',
    });
    expect(withSource(pair, 'BTC', sides, EXCHANGE_RATES)).toEqual({
      source: 'BTC',
      destination: 'USDT',
    });
  });
});
