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
};

const initialState = (): SessionState => ({
  token: '',
  user: null,
  areaCode: DEFAULT_AREA_CODE,
  cpf: '',
});

/** The player's session: token and user info. */
export const sessionState = proxy<SessionState>({
  ...initialState(),
  token: readStored(TOKEN_STORAGE_KEY) ?? '',
});

/** Whether a player is logged in (spec 4: a token is stored). */
export function isLoggedIn(): boolean {
  return sessionState.token !== '';
}

/** Starts or replaces the session after login or register, persisting the token. */
export function setSession(user: UserInfo): void {
  sessionState.token = user.token;
  // A copy: valtio proxies the very object it is given, and later edits (updateUserInfo) would
  // otherwise write into the caller's, e.g. a shared fixture of the demo player.
  sessionState.user = { ...user };
  if (user.areaCode) sessionState.areaCode = user.areaCode;
  writeStored(TOKEN_STORAGE_KEY, user.token);
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

const onClear = new Set<() => void>();

/**
 * Registers what else a session end clears (the wallet store registers its own reset), so the
 * session store does not import the stores that depend on it.
 */
export function whenSessionCleared(clear: () => void): void {
  onClear.add(clear);
}

/**
 * Ends the session (logout, or error codes 6105/6106/6109/6121 of spec 8). Spec 4: clearing it
 * removes user info, wallets and the locally held CPF; the wallet refresh stops with it.
 */
export function clearSession(): void {
  const { areaCode } = sessionState;
  Object.assign(sessionState, initialState(), { areaCode });
  removeStored(TOKEN_STORAGE_KEY);
  for (const clear of onClear) clear();
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

registerStore(() => {
  removeStored(TOKEN_STORAGE_KEY);
  Object.assign(sessionState, initialState());
});
