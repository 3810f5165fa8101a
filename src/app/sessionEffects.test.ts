import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../mocks/data/users';
import { server } from '../../mocks/node';
import { completeAuth } from '../overlays/AuthPopup/completeAuth';
import { clearSession, setSession } from '../state/session';
import { walletState } from '../state/wallet';
import { watchSession } from './sessionEffects';

const WALLET_PATH = /^\/api\/wallet\/v1\/summaryList\//;
const PARTICIPATION_PATH = '/api/activity/v1/activityParticipation';

/** Counts the requests that reach the mock world whose path matches. */
function countRequests(path: RegExp | string) {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (typeof path === 'string' ? pathname === path : path.test(pathname)) n += 1;
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return () => n;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Lets valtio's batched subscription and the mock world's answers run. */
async function settle() {
  await vi.waitFor(() => expect(walletState.status).toBe('ready'));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('watchSession (login side effects in one place)', () => {
  it('a login through the auth pop-up fetches the wallet and the reminders once', async () => {
    cleanups.push(watchSession());
    const wallet = countRequests(WALLET_PATH);
    const reminders = countRequests(PARTICIPATION_PATH);

    completeAuth(DEMO_ACCOUNT.info, 'Bem-vindo');
    await settle();

    // Before: the pop-up loaded the wallet and so did the session watcher, two calls.
    expect(wallet()).toBe(1);
    expect(reminders()).toBe(1);
    expect(walletState.total).toBeGreaterThan(0);
  });

  it('a stored token at start loads the player data once', async () => {
    setSession(DEMO_ACCOUNT.info);
    const wallet = countRequests(WALLET_PATH);
    cleanups.push(watchSession());
    await settle();
    expect(wallet()).toBe(1);
  });

  it('a logout clears the wallets and asks nothing again', async () => {
    setSession(DEMO_ACCOUNT.info);
    cleanups.push(watchSession());
    await settle();
    const wallet = countRequests(WALLET_PATH);

    clearSession();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(walletState.entries).toEqual([]);
    expect(wallet()).toBe(0);
  });
});
