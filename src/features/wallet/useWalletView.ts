import { useCallback, useEffect, useState } from 'react';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { roundBalance } from '../../lib/money';
import { loadCurrencyMap, usePlatform } from '../../state/platform';
import { refreshWallet, useWallet, walletState, type WalletState } from '../../state/wallet';
import { walletRows, type WalletRow } from './walletRows';

export type WalletViewStatus = 'loading' | 'empty' | 'error' | 'ready';

/** The total of every wallet as the screen shows it: in the current currency, rounded down. */
export type WalletTotal = { amount: number; currency: string; symbol: string; decimals: number };

export type WalletView = {
  status: WalletViewStatus;
  /** Every wallet, balances rounded down to their accuracy (spec 5). */
  rows: WalletRow[];
  /** The current currency, after spec 4's fallback (state/wallet.ts `resolveCurrency`). */
  currentCurrency: string;
  /**
   * Undefined while the total is being fetched in a newly chosen currency: the amount the store
   * still holds is in the previous one and must not be shown with the new symbol.
   */
  total: WalletTotal | undefined;
  /** A retry of a failed load is in flight. */
  retrying: boolean;
  retry: () => void;
};

/**
 * Which state the wallet screen is in. Rows wait for the currency map as well (or for its load
 * to fail): drawn before it, a BTC balance would show 2 places and then jump to 8.
 */
export function walletViewStatus(
  storeStatus: WalletState['status'],
  entryCount: number,
  currencyMapSettled: boolean,
): WalletViewStatus {
  if (entryCount > 0) return currencyMapSettled ? 'ready' : 'loading';
  if (storeStatus === 'error') return 'error';
  if (storeStatus === 'ready') return 'empty';
  return 'loading';
}

/** True once the currency map is here or its load failed (amounts then use 2 places, spec 5). */
function useCurrencyMapSettled(): boolean {
  const { currencies } = usePlatform();
  const missing = currencies === null;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void loadCurrencyMap().then(() => {
      // loadCurrencyMap never rejects: still no map means it failed.
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [missing]);
  return !missing || failed;
}

type KnownTotal = { amount: number; currency: string };

/**
 * The wallet screen's data: the player's wallets (state/wallet.ts, which also refreshes them
 * every 30 min and applies socket balance messages, spec 4 and 9), the total and the current
 * currency. Opening the screen asks for the balances again, so they are fresh.
 */
export function useWalletView(): WalletView {
  const wallet = useWallet();
  const { currencies } = usePlatform();
  const mapSettled = useCurrencyMapSettled();
  const [retrying, setRetrying] = useState(false);
  const [known, setKnown] = useState<KnownTotal>();

  useEffect(() => {
    // Not twice: the login's own load may still be on its way.
    if (walletState.status !== 'loading') void refreshWallet();
  }, []);

  const retry = useCallback(() => {
    setRetrying(true);
    const loads = [refreshWallet()];
    if (currencies === null) loads.push(loadCurrencyMap());
    void Promise.all(loads).finally(() => setRetrying(false));
  }, [currencies]);

  // A ready store holds the total in its current currency (setWallets sets both at once); keep
  // that pair, so a background refresh of the same currency goes on showing it.
  const ready = wallet.status === 'ready' && wallet.entries.length > 0;
  if (ready && (known?.amount !== wallet.total || known.currency !== wallet.currentCurrency)) {
    setKnown({ amount: wallet.total, currency: wallet.currentCurrency });
  }
  const totalNow: KnownTotal | undefined = ready
    ? { amount: wallet.total, currency: wallet.currentCurrency }
    : known?.currency === wallet.currentCurrency
      ? known
      : undefined;

  const { entries } = wallet;
  let total: WalletTotal | undefined;
  if (totalNow) {
    const { symbol, decimals } = currencyDisplay(totalNow.currency, currencies, entries);
    total = {
      amount: roundBalance(totalNow.amount, decimals),
      currency: totalNow.currency,
      symbol,
      decimals,
    };
  }

  return {
    status: walletViewStatus(wallet.status, wallet.entries.length, mapSettled),
    rows: walletRows(entries, currencies),
    currentCurrency: wallet.currentCurrency,
    total,
    retrying,
    retry,
  };
}
