import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchCurrencies } from './currency';

const wallets = [
  { currency: 'BRL', availableBalance: 120.5 },
  { currency: 'USDT', availableBalance: 0 },
  { currency: 'USD', availableBalance: 3 },
  { currency: 'BTC' },
  { currency: 'ETH', availableBalance: 0 },
];
const codes = (list: { currency: string }[]) => list.map((w) => w.currency);

describe('searchCurrencies', () => {
  it('matches the currency code case-insensitively, keeping order (spec 5)', () => {
    expect(codes(searchCurrencies(wallets, 'us'))).toEqual(['USDT', 'USD']);
    expect(codes(searchCurrencies(wallets, ' Btc '))).toEqual(['BTC']);
    expect(codes(searchCurrencies(wallets, ''))).toEqual(['BRL', 'USDT', 'USD', 'BTC', 'ETH']);
    expect(searchCurrencies(wallets, 'xyz')).toEqual([]);
  });

  it('hides empty balances on request, always keeping the selected one', () => {
    expect(codes(searchCurrencies(wallets, '', { hideEmpty: true }))).toEqual(['BRL', 'USD']);
    expect(codes(searchCurrencies(wallets, '', { hideEmpty: true, selected: 'ETH' }))).toEqual([
      'BRL',
      'USD',
      'ETH',
    ]);
    expect(codes(searchCurrencies(wallets, '', { hideEmpty: true, selected: 'btc' }))).toEqual([
      'BRL',
      'USD',
      'BTC',
    ]);
  });

  it('still applies the query to the selected currency', () => {
    expect(codes(searchCurrencies(wallets, 'usd', { hideEmpty: true, selected: 'BRL' }))).toEqual([
      'USD',
    ]);
  });

  it('returns the same item objects', () => {
    expect(searchCurrencies(wallets, 'brl')[0]).toBe(wallets[0]);
  });

  const entry = fc.record(
    {
      currency: fc.string({
        unit: fc.constantFrom(...'ABCDTUSbcdtus'),
        minLength: 1,
        maxLength: 5,
      }),
      availableBalance: fc.oneof(fc.double(), fc.constant(0)),
    },
    { requiredKeys: ['currency'] },
  );

  it('property: the result is the ordered sub-list of items that pass the rules', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 12 }),
        fc.string(),
        fc.boolean(),
        fc.option(fc.string({ unit: fc.constantFrom(...'ABCDTUS'), maxLength: 4 }), {
          nil: undefined,
        }),
        (list, query, hideEmpty, selected) => {
          const out = searchCurrencies(list, query, { hideEmpty, selected });
          // Order preserved: a sub-sequence of the input.
          let from = 0;
          for (const item of out) {
            from = list.indexOf(item, from) + 1;
            expect(from).toBeGreaterThan(0);
          }
          const q = query.trim().toLowerCase();
          for (const item of list) {
            const matches = item.currency.toLowerCase().includes(q);
            const isSelected = item.currency.toLowerCase() === selected?.toLowerCase();
            const funded = (item.availableBalance ?? 0) > 0;
            expect(out.includes(item)).toBe(matches && (!hideEmpty || isSelected || funded));
          }
        },
      ),
    );
  });

  it('property: never throws on any query; hiding never adds items', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.string(), (list, query) => {
        const all = searchCurrencies(list, query);
        const hidden = searchCurrencies(list, query, { hideEmpty: true });
        expect(hidden.every((item) => all.includes(item))).toBe(true);
        expect(searchCurrencies(list, query.toUpperCase())).toEqual(
          searchCurrencies(list, query.toLowerCase()),
        );
      }),
    );
  });
});
