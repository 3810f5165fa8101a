import { proxy, useSnapshot } from 'valtio';
import type { UserInfo } from '../api/contract';
import { quietly } from '../api/errors';
import { logout as logoutCall } from '../api/session';
import { registerStore } from './reset';
import { readStored, removeStored, writeStored } from './storage';

/** localStorage key of the session token (spec 4: login state depends on a stored token). */
export const TOKEN_STORAGE_KEY = 'vitrine.token';

/** Spec 3 and 9: the stored area code defaults to Brazil's 55. */
export const DEFAULT_AREA_CODE = '55';

export type SessionState = {
  /** Empty for visitors. The only persisted field. */
  token: string;
  /** Spec 3 user info; null until loaded (the token alone survives a reload). */
  user: UserInfo | null;
  /** The phone area code used by the login and register forms. */
  areaCode: string;
  /**
   * The CPF the player typed, held in memory only for the forms that need it again. CHOICE: it
   * is never written to storage (personal data); clearing the session drops it (spec 4).
   */
  cpf: string;
  /**
   * Counts the sessions this tab has seen: it changes whenever the token does (login, register,
   * logout, a session code, another tab). The app keys its SWR cache by it, so every answer
   * cached under one session is dropped with it (app/App.tsx). Never persisted.
   */
  epoch: number;
};

const initialState = (): Omit<SessionState, 'epoch'> => ({
  token: '',
  user: null,
  areaCode: DEFAULT_AREA_CODE,
  cpf: '',
});

/** The player's session: token and user info. */
export const sessionState = proxy<SessionState>({
  ...initialState(),
  token: readStored(TOKEN_STORAGE_KEY) ?? '',
  epoch: 0,
});

/** Whether a player is logged in (spec 4: a token is stored). */
export function isLoggedIn(): boolean {
  return sessionState.token !== '';
}

/** Starts or replaces the session after login or register, persisting the token. */
export function setSession(user: UserInfo): void {
  const changed = user.token !== sessionState.token;
  sessionState.token = user.token;
  // A copy: valtio proxies the very object it is given, and later edits (updateUserInfo) would
  // otherwise write into the caller's, e.g. a shared fixture of the demo player.
  sessionState.user = { ...user };
  if (user.areaCode) sessionState.areaCode = user.areaCode;
  writeStored(TOKEN_STORAGE_KEY, user.token);
  if (changed) beginEpoch();
}

/** Replaces the user info (e.g. after GET /api/member/v2/info), keeping the current token. */
export function setUserInfo(user: UserInfo): void {
  sessionState.user = { ...user, token: sessionState.token || user.token };
}

/** Merges edited fields (nickname, avatar, current currency) into the user info. */
export function updateUserInfo(patch: Partial<Omit<UserInfo, 'token'>>): void {
  if (sessionState.user) Object.assign(sessionState.user, patch);
}

export function setAreaCode(areaCode: string): void {
  sessionState.areaCode = areaCode || DEFAULT_AREA_CODE;
}

export function setCpf(cpf: string): void {
  sessionState.cpf = cpf;
}

const scopedResets = new Set<() => void>();
const onClear = new Set<() => void>();

/**
 * Registers data that belongs to one session (a store's player data, a module's cache of it):
 * `reset` runs whenever the session changes, in any direction (login, register, logout, the
 * session codes of spec 8, a login or logout in another tab), before the next session's first
 * render, and with the global reset of stories and tests. This is the one mechanism: the SWR
 * cache follows `epoch`, the HTTP client drops replies sent under another token (api/http.ts),
 * the live socket follows the token (live/liveConnection.ts), and every store with player data
 * registers here.
 */
export function sessionScoped(reset: () => void): void {
  scopedResets.add(reset);
  registerStore(reset);
}

/** What else a session end does beyond dropping its data (the logout's navigation). */
export function whenSessionCleared(clear: () => void): void {
  onClear.add(clear);
}

/**
 * A new session has begun (the token just changed): the previous one's data goes, in the same
 * task, so nothing of it reaches the next render. Run after the token is set, so a reset that
 * closes a pop-up is seen as closed for the new session (pendingDestination keeps the login's
 * destination).
 */
function beginEpoch(): void {
  sessionState.epoch += 1;
  for (const reset of scopedResets) reset();
}

/** Ends the session in this tab's memory (the stored token is the caller's business). */
export function endHere(): void {
  const { areaCode } = sessionState;
  const had = sessionState.token !== '';
  Object.assign(sessionState, initialState(), { areaCode });
  // A visitor has no session to end (a login-only call answered 6105): no new epoch, or the
  // cache would be dropped and the same call asked again, in a loop.
  if (had) beginEpoch();
  for (const clear of onClear) clear();
}

/**
 * Ends the session (logout, or error codes 6105/6106/6109/6121 of spec 8). Spec 4: clearing it
 * removes user info, wallets and the locally held CPF; the wallet refresh stops with it.
 */
export function clearSession(): void {
  endHere();
  removeStored(TOKEN_STORAGE_KEY);
}

/**
 * A session code (spec 8) ends only the session the failing request was sent under (`token`).
 * When another tab has stored a newer session meanwhile, this tab takes that one up instead of
 * removing it: a stale tab must not log out the player who has just logged in elsewhere.
 * Returns whether this tab is left without a session (so the code's pop-up or dialog applies).
 */
export function endSessionOf(token: string): boolean {
  if (sessionState.token !== token) return false;
  const stored = readStored(TOKEN_STORAGE_KEY) ?? '';
  if (stored !== '' && stored !== token) {
    adopt(stored);
    return false;
  }
  clearSession();
  return true;
}

/** Takes up the session another tab stored (its user info loads on demand, as after a reload). */
export function adopt(token: string): void {
  const { areaCode } = sessionState;
  Object.assign(sessionState, initialState(), { areaCode, token });
  beginEpoch();
}

/**
 * Logs the player out: tells the server, then clears the session whatever it answered (a
 * session the server already ended answers 6105/6106/6109/6121, exempt on this call, spec 8).
 */
export async function logout(): Promise<void> {
  if (sessionState.token) await quietly(logoutCall({ silent: true }));
  clearSession();
}

/** Snapshot of the session for rendering. */
export function useSession() {
  return useSnapshot(sessionState);
}

/** The session's epoch (re-renders only when it changes: valtio tracks what is read). */
export function useSessionEpoch(): number {
  return useSnapshot(sessionState).epoch;
}

registerStore(() => {
  removeStored(TOKEN_STORAGE_KEY);
  Object.assign(sessionState, initialState(), { epoch: 0 });
});
