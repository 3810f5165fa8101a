import { proxy, useSnapshot } from 'valtio';
import type { WalletEntry } from '../api/contract';
import { getWalletSummary } from '../api/wallet';
import { sessionScoped, sessionState } from './session';

/** Spec 9: wallet currencies refresh every 30 min while logged in. */
export const WALLET_REFRESH_MS = 30 * 60 * 1000;

/** Spec 9: default currency. */
export const DEFAULT_CURRENCY = 'BRL';

export type WalletState = {
  entries: WalletEntry[];
  /** Total of all wallets in the current currency (summaryAvailableBalance). */
  total: number;
  /** The currency the player chose (or the fallback, see `resolveCurrency`). */
  currentCurrency: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
};

const initialState = (): WalletState => ({
  entries: [],
  total: 0,
  currentCurrency: '',
  status: 'idle',
});

/** The logged-in player's wallets. */
export const walletState = proxy<WalletState>(initialState());

/**
 * Spec 4: the current currency falls back to the first wallet with a positive balance, else the
 * first wallet, if the chosen one is missing. With no wallets at all the choice is kept (or
 * BRL when there is none).
 */
export function resolveCurrency(entries: readonly WalletEntry[], chosen: string): string {
  if (entries.some((e) => e.currency === chosen)) return chosen;
  const funded = entries.find((e) => e.availableBalance > 0);
  return funded?.currency ?? entries[0]?.currency ?? (chosen || DEFAULT_CURRENCY);
}

/** The player picks a currency (currency picker). */
export function setCurrentCurrency(currency: string): void {
  walletState.currentCurrency = resolveCurrency(walletState.entries, currency);
}

/** Stores a wallet summary (from the summary call or a socket balance update). */
export function setWallets(entries: WalletEntry[], total: number): void {
  walletState.entries = entries;
  walletState.total = total;
  walletState.currentCurrency = resolveCurrency(entries, walletState.currentCurrency);
  walletState.status = 'ready';
}

/**
 * Reloads the wallets through GET /api/wallet/v1/summaryList/{currency}. Does nothing for
 * visitors. Never rejects and shows no toast of its own (a background refresh must not nag):
 * a failure leaves the last wallets in place with status 'error'. Session-ending codes still
 * end the session (spec 8), as on any call.
 */
export async function refreshWallet(): Promise<void> {
  if (!sessionState.token) return;
  const chosen = walletState.currentCurrency;
  const currency = chosen || sessionState.user?.currentCurrency || DEFAULT_CURRENCY;
  walletState.status = 'loading';
  try {
    let summary = await getWalletSummary({ currency }, { silent: true });
    // The session may have ended while the call was in flight.
    if (!sessionState.token) return;
    // Spec 4: without a wallet in the asked currency the current one falls back to another, and
    // the total came in the missing currency: ask again for it in the one actually shown.
    const resolved = resolveCurrency(summary.res, currency);
    if (resolved !== currency) {
      summary = await getWalletSummary({ currency: resolved }, { silent: true });
      if (!sessionState.token) return;
    }
    // The total is in `resolved`: it becomes the current currency (on the first load it is the
    // player's saved one), unless the player picked another meanwhile (that pick's own refresh
    // follows).
    if (walletState.currentCurrency === chosen) walletState.currentCurrency = resolved;
    setWallets(summary.res, summary.summaryAvailableBalance);
  } catch {
    if (sessionState.token) walletState.status = 'error';
  }
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Starts refreshing the wallets every 30 min (spec 4 and 9). Call after login or when the app
 * starts with a stored token; it does not fetch at once. Calling it again keeps one timer.
 */
export function startWalletRefresh(): void {
  if (refreshTimer !== undefined) return;
  refreshTimer = setInterval(() => void refreshWallet(), WALLET_REFRESH_MS);
}

/** Stops the periodic refresh (logout; `clearWallet` calls it). */
export function stopWalletRefresh(): void {
  if (refreshTimer !== undefined) clearInterval(refreshTimer);
  refreshTimer = undefined;
}

/** Drops every wallet and stops the refresh: part of clearing the session (spec 4). */
export function clearWallet(): void {
  stopWalletRefresh();
  Object.assign(walletState, initialState());
}

/** Snapshot of the wallets for rendering. */
export function useWallet() {
  return useSnapshot(walletState);
}

// Spec 4: clearing the session removes the wallets; a new session starts without the last one's.
sessionScoped(clearWallet);
