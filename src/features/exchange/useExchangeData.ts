import { useEffect, useMemo, useState } from 'react';
import type { ExchangeRate } from '../../api/contract';
import { getExchangeRates } from '../../api/cashier';
import { useResource } from '../../api/useResource';
import { getCurrencyMap } from '../../api/wallet';
import { usePlatform } from '../../state/platform';
import { refreshWallet, useWallet, walletState } from '../../state/wallet';
import { exchangeSides, type ExchangeSide } from './exchangePairs';

export type ExchangeData = {
  status: 'loading' | 'error' | 'ready';
  /** The player's wallets, balances rounded down to each accuracy (spec 5). */
  sides: ExchangeSide[];
  rates: readonly ExchangeRate[];
  /** The player's current currency (spec 4), the preferred source. */
  currentCurrency: string;
  /** Asks again for whatever failed. */
  retry: () => void;
};

/**
 * What /exchange needs, read fresh on arrival: the rates (GET currencyExchange), the currency
 * map for each accuracy (spec 3; the one boot loaded, else its own read) and the wallets (read
 * again on arrival: a conversion is planned on the balances as they are now, not as they were
 * at login). Ready only with all three: a preview at a guessed accuracy could promise digits
 * the destination cannot hold.
 */
export function useExchangeData(): ExchangeData {
  const wallet = useWallet();
  const platform = usePlatform();
  // The rates are not re-read on focus: a preview must not change under the player's eyes
  // while they review it (CHOICE; they are read again on every visit).
  const rates = useResource(getExchangeRates, undefined, {
    revalidateOnFocus: false,
    isEmpty: () => false,
  });
  const map = useResource(getCurrencyMap, platform.currencies ? null : undefined, {
    revalidateOnFocus: false,
    isEmpty: () => false,
  });
  const currencies = platform.currencies ?? map.data;

  // This visit's own read of the wallets. Later reads (after a conversion, a refusal) keep the
  // page as it is whatever they bring: the page shows their outcome in place.
  const [walletRead, setWalletRead] = useState<'pending' | 'ok' | 'failed'>('pending');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void refreshWallet().then(() => {
      if (live) setWalletRead(walletState.status === 'ready' ? 'ok' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const sides = useMemo(
    () => exchangeSides(wallet.entries, currencies),
    [wallet.entries, currencies],
  );

  let status: ExchangeData['status'];
  if (rates.status === 'error' || map.status === 'error' || walletRead === 'failed') {
    status = 'error';
  } else if (rates.status === 'loading' || !currencies || walletRead === 'pending') {
    status = 'loading';
  } else status = 'ready';

  return {
    status,
    sides,
    rates: rates.data ?? [],
    currentCurrency: wallet.currentCurrency,
    retry: () => {
      if (rates.status === 'error') rates.retry();
      if (map.status === 'error') map.retry();
      if (walletRead === 'failed') {
        setWalletRead('pending');
        setAttempt((n) => n + 1);
      }
    },
  };
}
