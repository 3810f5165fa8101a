import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../mocks/data/users';
import { server } from '../../mocks/node';
import { fail, ok, on } from '../../mocks/handlers/respond';
import { type UserInfo, type WalletEntry } from '../api/contract';
import { endpoints } from '../api/allEndpoints';
import { overlaysState } from './overlays';
import { clearSession, setSession } from './session';
import {
  refreshWallet,
  resolveCurrency,
  setCurrentCurrency,
  setWallets,
  startWalletRefresh,
  stopWalletRefresh,
  WALLET_REFRESH_MS,
  walletState,
} from './wallet';

const entry = (currency: string, availableBalance: number): WalletEntry => ({
  currency,
  availableBalance,
  currencySymbol: currency,
  icon: '',
});

const user = { token: 'token-abc', currentCurrency: 'BRL', areaCode: '55' } as UserInfo;

describe('resolveCurrency (spec 4 fallback)', () => {
  const wallets = [entry('USDT', 0), entry('BTC', 0.5), entry('BRL', 10)];

  it('keeps the chosen currency when the player has that wallet', () => {
    expect(resolveCurrency(wallets, 'BRL')).toBe('BRL');
    expect(resolveCurrency(wallets, 'USDT')).toBe('USDT');
  });

  it('falls back to the first wallet with a positive balance', () => {
    expect(resolveCurrency(wallets, 'EUR')).toBe('BTC');
    expect(resolveCurrency(wallets, '')).toBe('BTC');
  });

  it('else to the first wallet', () => {
    expect(resolveCurrency([entry('USDT', 0), entry('BRL', 0)], 'EUR')).toBe('USDT');
  });

  it('with no wallets keeps the choice, or BRL', () => {
    expect(resolveCurrency([], 'USDT')).toBe('USDT');
    expect(resolveCurrency([], '')).toBe('BRL');
  });

  it('applies when wallets arrive and when the player picks', () => {
    setWallets([entry('USDT', 0), entry('BRL', 5)], 5);
    expect(walletState.currentCurrency).toBe('BRL');
    setCurrentCurrency('USDT');
    expect(walletState.currentCurrency).toBe('USDT');
    setCurrentCurrency('EUR');
    expect(walletState.currentCurrency).toBe('BRL');
  });
});

describe('refreshWallet', () => {
  it('loads every wallet and the total for a logged-in player', async () => {
    // The mock world's demo player: R$ 1.847,35, 52,1834 USDT, 0,00123456 BTC, 0 ETH (mocks/data).
    setSession(DEMO_ACCOUNT.info);
    await refreshWallet();
    expect(walletState.status).toBe('ready');
    expect(walletState.entries.map((e) => e.currency)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']);
    expect(walletState.total).toBe(2771.9);
    expect(walletState.currentCurrency).toBe('BRL');
  });

  it('asks for the total in the current currency', async () => {
    let asked = '';
    server.use(
      on(endpoints.walletSummary, ({ params }) => {
        asked = String(params.currency);
        return ok({ res: [entry('USDT', 3)], summaryAvailableBalance: 3 });
      }),
    );
    setSession({ ...user, currentCurrency: 'USDT' });
    await refreshWallet();
    expect(asked).toBe('USDT');
  });

  it('after a spec 4 fallback, the total is asked again in the currency shown', async () => {
    const asked: string[] = [];
    server.use(
      on(endpoints.walletSummary, ({ params }) => {
        const currency = String(params.currency);
        asked.push(currency);
        const total = currency === 'BTC' ? 0.5 : 99;
        return ok({ res: [entry('USDT', 0), entry('BTC', 0.5)], summaryAvailableBalance: total });
      }),
    );
    setSession({ ...user, currentCurrency: 'EUR' });
    await refreshWallet();
    expect(asked).toEqual(['EUR', 'BTC']);
    expect(walletState.currentCurrency).toBe('BTC');
    expect(walletState.total).toBe(0.5);
  });

  it("on the first load the player's saved currency is the current one", async () => {
    setSession({ ...DEMO_ACCOUNT.info, currentCurrency: 'USDT' });
    await refreshWallet();
    expect(walletState.currentCurrency).toBe('USDT');
    // 2771.9 BRL of wallets in USDT (mock world rates), not the BRL figure.
    expect(walletState.total).toBeCloseTo(521.03, 2);
  });

  it('does nothing for visitors', async () => {
    let calls = 0;
    server.use(
      on(endpoints.walletSummary, () => {
        calls += 1;
        return ok({ res: [], summaryAvailableBalance: 0 });
      }),
    );
    await refreshWallet();
    expect(calls).toBe(0);
    expect(walletState.status).toBe('idle');
  });

  it('a failure keeps the last wallets, never rejects and shows no toast', async () => {
    setSession(user);
    setWallets([entry('BRL', 7)], 7);
    server.use(on(endpoints.walletSummary, () => fail(3001, 'Carteira indisponível.')));
    await expect(refreshWallet()).resolves.toBeUndefined();
    expect(walletState.status).toBe('error');
    expect(walletState.total).toBe(7);
    expect(overlaysState.toasts).toEqual([]);
  });
});

describe('30 min refresh while logged in (spec 4, 9)', () => {
  afterEach(() => {
    stopWalletRefresh();
    vi.useRealTimers();
  });

  function countSummaryCalls() {
    const calls = { n: 0 };
    server.use(
      on(endpoints.walletSummary, () => {
        calls.n += 1;
        return ok({ res: [entry('BRL', 1)], summaryAvailableBalance: 1 });
      }),
    );
    return calls;
  }

  it('refreshes every 30 minutes once started, and stops on clearSession', async () => {
    expect(WALLET_REFRESH_MS).toBe(1_800_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = countSummaryCalls();
    setSession(user);
    startWalletRefresh();
    startWalletRefresh();
    vi.advanceTimersByTime(WALLET_REFRESH_MS - 1);
    expect(calls.n).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(calls.n).toBe(1));
    vi.advanceTimersByTime(WALLET_REFRESH_MS);
    await vi.waitFor(() => expect(calls.n).toBe(2));

    clearSession();
    vi.advanceTimersByTime(WALLET_REFRESH_MS * 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.n).toBe(2);
  });

  it('stopWalletRefresh stops it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = countSummaryCalls();
    setSession(user);
    startWalletRefresh();
    stopWalletRefresh();
    vi.advanceTimersByTime(WALLET_REFRESH_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.n).toBe(0);
  });
});

describe('a slow wallet reply after a re-login', () => {
  it("never shows player A's balance to player B", async () => {
    const playerA = { ...user, token: 'token-a' };
    const playerB = { ...user, token: 'token-b' };
    let calls = 0;
    server.use(
      on(endpoints.walletSummary, async () => {
        calls += 1;
        // A's reply is slow; B's comes at once.
        if (calls === 1) {
          await delay(80);
          return ok({ res: [entry('BRL', 999)], summaryAvailableBalance: 999 });
        }
        return ok({ res: [entry('BRL', 5)], summaryAvailableBalance: 5 });
      }),
    );
    setSession(playerA);
    const slowA = refreshWallet();
    clearSession();
    setSession(playerB);
    await refreshWallet();
    await slowA;
    expect(walletState.entries).toEqual([entry('BRL', 5)]);
    expect(walletState.total).toBe(5);
  });
});
