import { subscribe } from 'valtio';
import { quietly } from '../api/errors';
import { loadParticipations } from '../features/activities/reminder';
import { sessionState } from '../state/session';
import { refreshWallet, startWalletRefresh, stopWalletRefresh } from '../state/wallet';

export type SessionEffectsOptions = {
  /**
   * Asks every cached call again (SWR's `mutate(() => true)` of the app's cache). Answers depend
   * on the session (spec 6: visitors see fewer activities, no unread dot...) and SWR keys are
   * request paths, the same for a visitor and a player.
   */
  revalidateAll: () => void;
};

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
 * - at start with a stored token: the player's wallets and reminders;
 * - on a login or register (a new token): the same, and every call on screen is asked again,
 *   keeping what it shows meanwhile;
 * - on logout or a session-ending code (spec 4, 8): the wallet refresh stops (the session store
 *   clears the wallets itself). Not revalidated: the player-only calls would answer 6105 and open
 *   the login pop-up over a player who just left on purpose, and what visitors see is filtered
 *   on the client (spec 6) anyway.
 * The live socket follows the session on its own (live/liveConnection.ts).
 * Returns the unsubscribe.
 */
export function watchSession({ revalidateAll }: SessionEffectsOptions): () => void {
  let token = sessionState.token;
  if (token) loadPlayerData();
  const unsubscribe = subscribe(sessionState, () => {
    if (sessionState.token === token) return;
    token = sessionState.token;
    if (token) {
      loadPlayerData();
      revalidateAll();
    } else {
      stopWalletRefresh();
    }
  });
  return () => {
    unsubscribe();
    stopWalletRefresh();
  };
}
