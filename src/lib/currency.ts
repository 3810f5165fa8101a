/** Options of `searchCurrencies`. */
export type CurrencySearchOptions = {
  /** Leave out currencies with no available balance (the selected one always stays). */
  hideEmpty?: boolean;
  /** Currency code of the player's current currency. */
  selected?: string;
};

function hasBalance(balance: number | undefined): boolean {
  return typeof balance === 'number' && balance > 0;
}

/**
 * Filters a currency list for the currency picker (spec 5), keeping the list's order. The
 * query matches anywhere in the currency code, case-insensitively, after trimming ('us' finds
 * USDT and USD); an empty query matches all. With `hideEmpty`, currencies whose
 * availableBalance is missing, zero, negative or NaN are left out, except the `selected` one,
 * which is always kept so the player never loses sight of the currency in use.
 *
 * The query still applies to the selected currency: a player searching "usd" expects only
 * matching codes, so "always kept" is read as "never hidden for being empty".
 */
export function searchCurrencies<T extends { currency: string; availableBalance?: number }>(
  list: T[],
  query: string,
  opts: CurrencySearchOptions = {},
): T[] {
  const needle = (typeof query === 'string' ? query : '').trim().toLowerCase();
  const selected = opts.selected?.toLowerCase();
  return list.filter((item) => {
    const code = item.currency.toLowerCase();
    if (!code.includes(needle)) return false;
    return !opts.hideEmpty || code === selected || hasBalance(item.availableBalance);
  });
}
