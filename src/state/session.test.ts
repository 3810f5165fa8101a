import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../api/contract';
import { resetAllStores } from './reset';
import {
  clearSession,
  DEFAULT_AREA_CODE,
  endSessionOf,
  sessionScoped,
  isLoggedIn,
  sessionState,
  setAreaCode,
  setCpf,
  setSession,
  setUserInfo,
  TOKEN_STORAGE_KEY,
  updateUserInfo,
} from './session';
import { setWallets, walletState } from './wallet';
import { memoryStorage, useMemoryStorage } from '../lib/testing/memoryStorage';

const user: UserInfo = {
  token: 'token-abc',
  userNo: '10000001',
  inviteCode: 'JOGA10',
  channelId: '',
  firstCharge: true,
  platformPromoDomain: '',
  avatarUrl: '',
  nickName: 'Jogador',
  registerTime: 0,
  currentCurrency: 'BRL',
  account: '11987654321',
  areaCode: '55',
};

describe('session store', () => {
  beforeEach(() => void useMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('starts logged out with area code 55 (spec 3)', () => {
    expect(sessionState).toEqual({ token: '', user: null, areaCode: '55', cpf: '', epoch: 0 });
    expect(DEFAULT_AREA_CODE).toBe('55');
    expect(isLoggedIn()).toBe(false);
  });

  it('setSession logs in and persists the token only', () => {
    setSession(user);
    expect(isLoggedIn()).toBe(true);
    expect(sessionState.user).toEqual(user);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-abc');
    expect(localStorage.length).toBe(1);
  });

  it('clearSession removes user info, wallets and the CPF (spec 4), keeps the area code', () => {
    setSession(user);
    setAreaCode('351');
    setCpf('52998224725');
    setWallets([{ currency: 'BRL', availableBalance: 1, currencySymbol: 'R$', icon: '' }], 1);
    clearSession();
    // Two sessions began and ended here: the login's and the logout's epochs.
    expect(sessionState).toEqual({ token: '', user: null, areaCode: '351', cpf: '', epoch: 2 });
    expect(walletState.entries).toEqual([]);
    expect(walletState.total).toBe(0);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the token when the info is refreshed, and merges edits', () => {
    setSession(user);
    setUserInfo({ ...user, token: '', nickName: 'Novo' });
    expect(sessionState.token).toBe('token-abc');
    expect(sessionState.user?.token).toBe('token-abc');
    updateUserInfo({ avatarUrl: 'a.png' });
    expect(sessionState.user).toMatchObject({ nickName: 'Novo', avatarUrl: 'a.png' });
  });

  it('an empty area code falls back to 55', () => {
    setAreaCode('');
    expect(sessionState.areaCode).toBe('55');
  });

  it('reads a stored token at start', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    vi.resetModules();
    const fresh = await import('./session');
    expect(fresh.sessionState.token).toBe('stored-token');
    expect(fresh.isLoggedIn()).toBe(true);
  });

  it('resetAllStores logs out and forgets the stored token', () => {
    setSession(user);
    resetAllStores();
    expect(sessionState.token).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('without usable localStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('works in memory when storage is missing', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => setSession(user)).not.toThrow();
    expect(isLoggedIn()).toBe(true);
    expect(() => clearSession()).not.toThrow();
  });

  it('works in memory when storage throws (private mode, quota)', () => {
    const throwing = memoryStorage();
    throwing.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    throwing.getItem = () => {
      throw new DOMException('SecurityError');
    };
    vi.stubGlobal('localStorage', throwing);
    expect(() => setSession(user)).not.toThrow();
    expect(sessionState.token).toBe('token-abc');
  });
});

describe('session isolation', () => {
  beforeEach(() => void useMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('drops every session-scoped store whenever the token changes, never otherwise', () => {
    const reset = vi.fn();
    sessionScoped(reset);
    setSession(user);
    expect(reset).toHaveBeenCalledTimes(1);
    // The same session again (user info refreshed, a second login answer): nothing dropped.
    setSession({ ...user, nickName: 'Outro' });
    setUserInfo({ ...user, nickName: 'Mais um' });
    expect(reset).toHaveBeenCalledTimes(1);
    setSession({ ...user, token: 'token-maria' });
    expect(reset).toHaveBeenCalledTimes(2);
    clearSession();
    expect(reset).toHaveBeenCalledTimes(3);
    // A visitor has nothing to drop: no new epoch, no reset (a 6105 loop otherwise).
    const epoch = sessionState.epoch;
    clearSession();
    expect(reset).toHaveBeenCalledTimes(3);
    expect(sessionState.epoch).toBe(epoch);
  });

  it('a session code ends only the session the failing request carried', () => {
    setSession(user);
    // Another tab logged out and in as Maria: the stored token is hers, this tab still holds
    // the old one and its request answered 6105.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-maria');
    expect(endSessionOf('token-abc')).toBe(false);
    expect(sessionState.token).toBe('token-maria');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-maria');
    // A late 6105 for a token nobody holds any more changes nothing.
    expect(endSessionOf('token-abc')).toBe(false);
    expect(sessionState.token).toBe('token-maria');
    // Maria's own session ending is a real end: her token goes from memory and storage.
    expect(endSessionOf('token-maria')).toBe(true);
    expect(sessionState.token).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
