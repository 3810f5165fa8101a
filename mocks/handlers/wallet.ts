import { endpoints } from '../../src/api/contract';
import type { CurrencyMap, ExchangePayload, WalletEntry } from '../../src/api/contract';
import { fail, ok, on } from './respond';

export type WalletData = {
  entries: WalletEntry[];
  /** summaryAvailableBalance by the currency asked for. */
  totals: Record<string, number>;
  currencies: CurrencyMap;
};

/** Small deterministic fixtures until the seed data (mocks/data/) takes over. */
export const walletFixtures: WalletData = {
  entries: [
    { currency: 'BRL', availableBalance: 1234.56, currencySymbol: 'R$', icon: '' },
    { currency: 'USDT', availableBalance: 0, currencySymbol: '₮', icon: '' },
  ],
  totals: { BRL: 1234.56, USDT: 240.1 },
  currencies: {
    '1': [{ currency: 'BRL', currencySymbol: 'R$', usdCurrencyAccuracy: 2 }],
    '2': [{ currency: 'USDT', currencySymbol: '₮', usdCurrencyAccuracy: 4 }],
    '3': [],
  },
};

/** Spec 7 wallet calls. */
export function walletHandlers(data: WalletData = walletFixtures) {
  return [
    on(endpoints.walletSummary, ({ params }) =>
      ok({
        res: data.entries,
        summaryAvailableBalance: data.totals[String(params.currency)] ?? 0,
      }),
    ),

    on(endpoints.exchange, async ({ request }) => {
      const body = (await request.json()) as Partial<ExchangePayload>;
      const source = data.entries.find((e) => e.currency === body.sourceCurrency);
      if (!source || !body.destinationCurrency || !(Number(body.balance) > 0)) {
        return fail(2001, 'Dados de conversão inválidos.');
      }
      if (source.availableBalance < Number(body.balance)) return fail(2002, 'Saldo insuficiente.');
      return ok(null);
    }),

    on(endpoints.currencyListMap, () => ok(data.currencies)),
  ];
}
