import { endHere, adopt, sessionState, TOKEN_STORAGE_KEY } from './session';
import { readStored } from './storage';

/** This tab takes up what the shared localStorage says the session is now. */
function follow(): void {
  const stored = readStored(TOKEN_STORAGE_KEY) ?? '';
  if (stored === sessionState.token) return;
  if (stored === '') endHere();
  else adopt(stored);
}

/**
 * Follows a login or logout made in another tab of this browser (the token lives in
 * localStorage, shared by every tab): a removed token ends this tab's session too, a new one
 * replaces it (its user info loads on demand, as after a reload). Started after the first paint
 * (app/boot.ts), it first catches up with anything another tab did before then. Returns the
 * unsubscribe.
 */
export function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) follow();
  };
  window.addEventListener('storage', onStorage);
  follow();
  return () => window.removeEventListener('storage', onStorage);
}
