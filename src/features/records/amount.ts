import { useEffect } from 'react';
import { currencyDisplay, type CurrencyDisplay } from '../../lib/currencyDisplay';
import { loadCurrencyMap, usePlatform } from '../../state/platform';
import { useWallet } from '../../state/wallet';

/**
 * How the player's records show an amount of a currency: the symbol and accuracy of the currency
 * map (spec 3, 5: a BTC transfer of 0,0005 is not 'BTC 0,00'), asked for here when no screen has
 * yet; until it answers, BRL as R$ with 2 decimals (spec 1, 5) and another currency with the
 * symbol of the player's wallet entry, else its code.
 */
export function useCurrencyDisplay(): (currency: string) => CurrencyDisplay {
  const { entries } = useWallet();
  const { currencies } = usePlatform();
  useEffect(() => {
    if (currencies === null) void loadCurrencyMap();
  }, [currencies]);
  return (currency) => currencyDisplay(currency, currencies, entries);
}
