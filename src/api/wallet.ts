import * as endpoints from './endpoints/wallet';
import { type CurrencyMap, type WalletSummary } from './contract';
import { getter } from './http';

/** GET /api/wallet/v1/summaryList/{currency}: every wallet plus the total in `currency`. */
export const getWalletSummary = /* @__PURE__ */ getter<WalletSummary, { currency: string }>(
  endpoints.walletSummary,
);

/** GET /api/currency/v1/listMap: spec 3 currency groups 1, 2, 3. */
export const getCurrencyMap = /* @__PURE__ */ getter<CurrencyMap>(endpoints.currencyListMap);
