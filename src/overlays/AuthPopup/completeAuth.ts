import type { UserInfo } from '../../api/contract';
import { closeOverlay, showToast } from '../../state/overlays';
import { setSession } from '../../state/session';

/**
 * After a successful login or register: keep the session (token persisted, user info in
 * memory), close the pop-up and greet the player. What a new session loads (wallets, reminders,
 * calls asked again) follows the session in one place, app/sessionEffects.ts. The password is
 * never part of what is kept.
 */
export function completeAuth(user: UserInfo, greeting: string): void {
  setSession(user);
  closeOverlay();
  showToast({ message: greeting, tone: 'success' });
}
