import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { balanceOf } from '../../../mocks/world/wallet';
import { IDEMPOTENCY_HEADER } from '../../api/contract';
import { setSession } from '../../state/session';
import { walletState } from '../../state/wallet';
import { useWelfare, useWelfareTransfer } from './useWelfare';
import { FreshSwr } from '../../api/testing/FreshSwr';

type Seen = { method: string; path: string; key: string | null };

/** The calls of the promote API the page made, in order. */
function recordCalls(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/promote/'))
      seen.push({
        method: request.method,
        path: url.pathname,
        key: request.headers.get(IDEMPOTENCY_HEADER),
      });
  });
  return seen;
}

const transfers = (seen: Seen[]) => seen.filter((c) => c.path.endsWith('/withdrawToWallet'));

function renderPage() {
  return renderHook(
    () => {
      const welfare = useWelfare();
      return { welfare, transfer: useWelfareTransfer(welfare) };
    },
    { wrapper: FreshSwr },
  );
}

const DEMO = DEMO_ACCOUNT.info;

describe('useWelfare (spec 7 my rewards, real-time rewards, dashboard)', () => {
  afterEach(() => server.events.removeAllListeners());

  it('a visitor sends no call (spec 6) and cannot transfer', async () => {
    const seen = recordCalls();
    const { result } = renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.welfare.player).toBe(false);
    expect(result.current.welfare.rewards.status).toBe('empty');
    expect(result.current.transfer.enabled).toBe(false);
    act(() => result.current.transfer.send());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it('the demo player reads the rewards, the latest ones newest first and the figures', async () => {
    setSession(DEMO);
    const { result } = renderPage();
    await waitFor(() => expect(result.current.welfare.dashboard.status).toBe('ready'));
    await waitFor(() => expect(result.current.welfare.live.status).toBe('ready'));
    await waitFor(() => expect(result.current.welfare.rewards.status).toBe('ready'));
    const { rewards, live, dashboard } = result.current.welfare;
    // 9 of the 23 invited friends deposited, R$ 20,00 each.
    expect(rewards.data).toEqual({
      currency: 'BRL',
      totalReward: 180,
      withdrawn: 0,
      available: 180,
    });
    expect(live.data).toHaveLength(9);
    const times = live.data!.map((r) => r.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(live.data!.every((r) => /^\d{2}\*{3}\d$/.test(r.userNo) && r.amount === 20)).toBe(true);
    expect(dashboard.data).toMatchObject({ inviteCount: 23, validCount: 9, available: 180 });
    expect(result.current.transfer).toMatchObject({ amount: 180, enabled: true });
  });

  it('a double tap moves everything available once, and the balances follow', async () => {
    setSession(DEMO);
    const before = balanceOf(DEMO.userNo, 'BRL');
    const seen = recordCalls();
    const { result } = renderPage();
    await waitFor(() => expect(result.current.transfer.enabled).toBe(true));
    act(() => {
      result.current.transfer.send();
      result.current.transfer.send();
    });
    expect(result.current.transfer.state).toEqual({ status: 'sending', amount: 180 });
    expect(result.current.transfer.enabled).toBe(false);
    await waitFor(() => expect(result.current.transfer.state.status).toBe('done'));
    expect(result.current.transfer.state).toMatchObject({
      result: { amount: 180, currency: 'BRL' },
    });
    // Until the new balance is read, the old figure cannot start a second transfer.
    await waitFor(() => expect(result.current.welfare.rewards.data?.available).toBe(0));
    expect(result.current.welfare.rewards.data).toMatchObject({ totalReward: 180, withdrawn: 180 });
    expect(result.current.transfer).toMatchObject({ amount: 0, enabled: false });
    act(() => result.current.transfer.send());
    const sent = transfers(seen);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(balanceOf(DEMO.userNo, 'BRL')).toBeCloseTo(before + 180, 2);
    // The wallet chip's store is refreshed (claimOnce).
    await waitFor(() =>
      expect(walletState.entries.find((w) => w.currency === 'BRL')?.availableBalance).toBeCloseTo(
        before + 180,
        2,
      ),
    );
  });

  it('a refusal is kept with the server’s reason and the balance is read again', async () => {
    server.use(...scenarios['rewards-moved-elsewhere']);
    setSession(DEMO);
    const { result } = renderPage();
    await waitFor(() => expect(result.current.transfer.enabled).toBe(true));
    act(() => result.current.transfer.send());
    await waitFor(() => expect(result.current.transfer.state.status).toBe('refused'));
    expect(result.current.transfer.state).toEqual({
      status: 'refused',
      reason: 'Não há prêmio disponível para resgatar agora.',
    });
    await waitFor(() => expect(result.current.welfare.rewards.data?.available).toBe(0));
    expect(result.current.transfer.enabled).toBe(false);
  });
});
