import { updateUserInfo } from '../../state/session';
import { refreshWallet, setCurrentCurrency, walletState } from '../../state/wallet';

/**
 * The player makes `currency` the wallet's current currency: it is kept in the user info (spec 3
 * currentCurrency) and the wallets are asked again, since the total (summaryList/{currency},
 * spec 7) comes converted into the current currency. Choosing the one in use does nothing.
 */
export function chooseCurrency(currency: string): void {
  if (currency === walletState.currentCurrency) return;
  setCurrentCurrency(currency);
  updateUserInfo({ currentCurrency: walletState.currentCurrency });
  void refreshWallet();
}
