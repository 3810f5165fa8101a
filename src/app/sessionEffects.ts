import { subscribe } from 'valtio';
import { quietly } from '../api/errors';
import { loadParticipations } from '../features/activities/reminder';
import { sessionState } from '../state/session';
import { refreshWallet, startWalletRefresh, stopWalletRefresh } from '../state/wallet';

/** What a player's presence needs loaded: wallets (spec 4 and 9: every 30 min) and reminders. */
function loadPlayerData(): void {
  void refreshWallet();
  startWalletRefresh();
  void quietly(loadParticipations());
}

/**
 * Everything that follows a player's arrival or departure, in one place, so a login, a register,
 * a stored token at start and a switch to another player do the same work once (the wallet was
 * fetched twice after a login when the auth pop-up loaded it as well):
 * - at start with a stored token, and on every new token (login, register, another tab's
 *   login): the player's wallets and reminders;
 * - on logout or a session-ending code (spec 4, 8): the wallet refresh stops.
 * What the previous session had (cached answers, store data) is dropped by the session store
 * itself before any of this runs (state/session.ts `sessionScoped`; the app's SWR cache follows
 * the session's epoch, App.tsx), so every call on screen is asked again under the new session.
 * The live socket follows the session on its own (live/liveConnection.ts).
 * Returns the unsubscribe.
 */
export function watchSession(): () => void {
  let token = sessionState.token;
  if (token) loadPlayerData();
  const unsubscribe = subscribe(sessionState, () => {
    if (sessionState.token === token) return;
    token = sessionState.token;
    if (token) loadPlayerData();
    else stopWalletRefresh();
  });
  return () => {
    unsubscribe();
    stopWalletRefresh();
  };
}
