import type { UserInfo } from '../../api/contract';
import { closeOverlay, showToast } from '../../state/overlays';
import { setSession } from '../../state/session';
import { refreshWallet, startWalletRefresh } from '../../state/wallet';

/**
 * After a successful login or register: keep the session (token persisted, user info in
 * memory), load the wallets and keep them fresh (spec 4 and 9: every 30 min), close the pop-up
 * and greet the player. The password is never part of what is kept.
 */
export function completeAuth(user: UserInfo, greeting: string): void {
  setSession(user);
  startWalletRefresh();
  void refreshWallet();
  closeOverlay();
  showToast({ message: greeting, tone: 'success' });
}
