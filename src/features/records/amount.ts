import { currencyDisplay, type CurrencyDisplay } from '../../lib/currencyDisplay';
import { useWallet } from '../../state/wallet';

/**
 * How the player's records show an amount of a currency: BRL as R$ with 2 decimals (spec 1, 5),
 * another currency with the symbol of the player's wallet entry when it is loaded, else its code.
 */
export function useCurrencyDisplay(): (currency: string) => CurrencyDisplay {
  const { entries } = useWallet();
  return (currency) => currencyDisplay(currency, null, entries);
}
