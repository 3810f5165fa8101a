/** Spec 5: balances are rounded to the currency's accuracy, default 2. */
export const DEFAULT_ACCURACY = 2;

/** Spec 1 and 9: BRL is the default currency; its symbol is known before any call answers. */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = { BRL: 'R$' };

type CurrencyInfoLike = {
  currency: string;
  currencySymbol: string;
  usdCurrencyAccuracy: number;
};

type WalletEntryLike = { currency: string; currencySymbol?: string };

export type CurrencyDisplay = {
  /** What goes before the amount ('R$', 'USDT'); the code when nothing better is known. */
  symbol: string;
  /** Decimal places (spec 5 accuracy, an integer 0-20; default 2). */
  decimals: number;
};

/**
 * How to show amounts of `currency`: the symbol and accuracy from the currency map (spec 3
 * groups 1, 2, 3), else the symbol of the player's wallet entry with 2 decimals, else 'R$' for
 * BRL and the code itself for any other currency, with 2 decimals. Codes compare case-insensitively. An accuracy that is not an integer
 * from 0 to 20 counts as missing.
 */
export function currencyDisplay(
  currency: string,
  map: Readonly<Record<string, readonly CurrencyInfoLike[]>> | null | undefined,
  entries: readonly WalletEntryLike[] = [],
): CurrencyDisplay {
  const code = currency.trim().toUpperCase();
  const info = Object.values(map ?? {})
    .flat()
    .find((c) => c.currency.toUpperCase() === code);
  const entry = entries.find((e) => e.currency.toUpperCase() === code);
  const accuracy = info?.usdCurrencyAccuracy;
  const decimals =
    typeof accuracy === 'number' && Number.isInteger(accuracy) && accuracy >= 0 && accuracy <= 20
      ? accuracy
      : DEFAULT_ACCURACY;
  const symbol = info?.currencySymbol || entry?.currencySymbol || KNOWN_SYMBOLS[code] || code;
  return { symbol, decimals };
}
