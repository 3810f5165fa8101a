import type { WalletEntry } from '../../api/contract';
import { searchCurrencies } from '../../lib/currency';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { roundBalance } from '../../lib/money';

/** One currency as a balance list shows it. */
export type WalletRow = {
  currency: string;
  /** The coin picture's address; empty when the server sent none. */
  icon: string;
  /** The balance rounded DOWN to the currency's accuracy (spec 5): what the player has. */
  availableBalance: number;
  symbol: string;
  /** The currency's accuracy (usdCurrencyAccuracy, default 2). */
  decimals: number;
};

/**
 * The wallets as rows, in the server's order: each balance rounded down to its currency's
 * accuracy (spec 5; 10,239 BRL shows 10,23, never more than the player holds), with the symbol
 * and accuracy of the currency map (lib/currencyDisplay.ts falls back to the entry's symbol and
 * 2 places while the map is missing).
 */
export function walletRows(
  entries: readonly WalletEntry[],
  currencies: Parameters<typeof currencyDisplay>[1],
): WalletRow[] {
  return entries.map((entry) => {
    const { symbol, decimals } = currencyDisplay(entry.currency, currencies, entries);
    return {
      currency: entry.currency,
      icon: entry.icon,
      availableBalance: roundBalance(entry.availableBalance, decimals),
      symbol,
      decimals,
    };
  });
}

export type WalletFilter = {
  /** Matched anywhere in the currency code, case-insensitively (spec 5). */
  query: string;
  /** Leave out the currencies with nothing to show (spec 5). */
  hideEmpty: boolean;
  /** The current currency: never hidden for being empty (spec 5). */
  selected: string;
};

/**
 * The rows a player asked to see (spec 5), through lib/currency.ts `searchCurrencies`. Rows
 * carry their rounded balance, so "empty" means what the player reads: a balance that shows as
 * 0,00 (0.001 BRL) is hidden with the zeros rather than left as a zero that did not go away.
 */
export function filterWalletRows(rows: readonly WalletRow[], filter: WalletFilter): WalletRow[] {
  return searchCurrencies([...rows], filter.query, {
    hideEmpty: filter.hideEmpty,
    selected: filter.selected,
  });
}
