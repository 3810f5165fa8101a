/*
 * The wallets, their summary and the currency map (spec 3, spec 7).
 * Part of the API contract; import it through src/api/contract.ts.
 */

export type WalletEntry = {
  currency: string;
  availableBalance: number;
  currencySymbol: string;
  icon: string;
};

/** GET /api/wallet/v1/summaryList/{currency}: entries plus the total in that currency. */
export type WalletSummary = {
  res: WalletEntry[];
  summaryAvailableBalance: number;
};

export type CurrencyInfo = {
  currency: string;
  currencySymbol: string;
  usdCurrencyAccuracy: number;
};

/** GET /api/currency/v1/listMap: currencies grouped 1, 2, 3 (spec 3). */
export type CurrencyMap = Record<'1' | '2' | '3', CurrencyInfo[]>;
