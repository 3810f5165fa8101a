import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../mocks/data/users';
import { sessionState, setSession, TOKEN_STORAGE_KEY } from './session';
import { followOtherTabs } from './sessionTabs';
import { setWallets, walletState } from './wallet';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** What the browser does in this tab when another tab writes the shared localStorage. */
function otherTabWrites(value: string | null) {
  const oldValue = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (value === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
  else localStorage.setItem(TOKEN_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue, newValue: value }),
  );
}

describe('followOtherTabs (the token is shared by every tab)', () => {
  it('a logout in another tab ends this tab’s session and drops its wallets', () => {
    setSession(DEMO_ACCOUNT.info);
    setWallets(
      [{ currency: 'BRL', availableBalance: 1847.35, currencySymbol: 'R$', icon: '' }],
      1847.35,
    );
    cleanups.push(followOtherTabs());
    const epoch = sessionState.epoch;

    otherTabWrites(null);

    expect(sessionState.token).toBe('');
    expect(sessionState.user).toBeNull();
    expect(sessionState.epoch).toBe(epoch + 1);
    expect(walletState.entries).toEqual([]);
    expect(walletState.total).toBe(0);
  });

  it('a login as someone else in another tab replaces this tab’s session, data dropped', () => {
    setSession(DEMO_ACCOUNT.info);
    setWallets(
      [{ currency: 'BRL', availableBalance: 1847.35, currencySymbol: 'R$', icon: '' }],
      1847.35,
    );
    cleanups.push(followOtherTabs());

    otherTabWrites('token-of-maria');

    expect(sessionState.token).toBe('token-of-maria');
    // Maria's info loads on demand; the demo player's is gone.
    expect(sessionState.user).toBeNull();
    expect(walletState.entries).toEqual([]);
  });

  it('ignores other keys and an event that repeats the token this tab holds', () => {
    setSession(DEMO_ACCOUNT.info);
    cleanups.push(followOtherTabs());
    const epoch = sessionState.epoch;
    window.dispatchEvent(new StorageEvent('storage', { key: 'vitrine.language', newValue: 'en' }));
    otherTabWrites(DEMO_ACCOUNT.info.token);
    expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
    expect(sessionState.epoch).toBe(epoch);
  });

  it('stops listening when unsubscribed', () => {
    setSession(DEMO_ACCOUNT.info);
    followOtherTabs()();
    otherTabWrites(null);
    expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
  });
});
