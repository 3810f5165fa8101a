import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { completeDeposit } from '../../../mocks/world/wallet';
import { getWalletSummary } from '../../api/wallet';
import { setSession } from '../../state/session';
import { setWallets } from '../../state/wallet';
import { placeDeposit } from './orders';
import { ORDER_POLL_MS, useOrderWatch } from './useOrderWatch';

const DETAIL = /^\/api\/recharge\/v1\/detail\//;

function countReads() {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (DETAIL.test(new URL(request.url).pathname)) n += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => n, stop: () => server.events.removeListener('request:start', listener) };
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  setVisibility('visible');
});

/** A Pix order of the demo player that the world never pays by itself ('deposit-unpaid'). */
async function unpaidOrder() {
  server.use(...scenarios['deposit-unpaid']);
  setSession(DEMO_ACCOUNT.info);
  const summary = await getWalletSummary({ currency: 'BRL' });
  setWallets(summary.res, summary.summaryAvailableBalance);
  return placeDeposit({ amount: 50, currency: 'BRL', payMethod: 1 });
}

/**
 * Timeouts under the test's hand; the clock goes on from the instant every test starts at
 * (vitest.setup.ts), where the seed's order is still payable.
 */
const fakeTimeouts = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
/** Real timeouts again, the clock still the test's. */
const realTimeouts = () =>
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() });

describe('useOrderWatch (paid: socket balance message, polling as fallback)', () => {
  it('a balance message for the currency reads the order at once: paid, onPaid once', async () => {
    const order = await unpaidOrder();
    const onPaid = vi.fn();
    const { result } = renderHook(() => useOrderWatch(order, onPaid));
    expect(result.current.phase).toBe('waiting');
    completeDeposit(order.orderNo);
    // What live/liveConnection.ts does with the 2001 the world pushed.
    const summary = await getWalletSummary({ currency: 'BRL' });
    act(() => setWallets(summary.res, summary.summaryAvailableBalance));
    await vi.waitFor(() => expect(result.current.phase).toBe('paid'), { timeout: 1000 });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ orderNo: order.orderNo, status: 3 });
  });

  it('without any message, polling finds the payment', async () => {
    const order = await unpaidOrder();
    fakeTimeouts();
    const onPaid = vi.fn();
    const { result } = renderHook(() => useOrderWatch(order, onPaid));
    completeDeposit(order.orderNo);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    realTimeouts();
    await vi.waitFor(() => expect(result.current.phase).toBe('paid'));
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('stops polling while the page is hidden and reads at once when visible again', async () => {
    const order = await unpaidOrder();
    fakeTimeouts();
    const reads = countReads();
    stop = reads.stop;
    renderHook(() => useOrderWatch(order, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 2));
    expect(reads.count()).toBe(2);
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 5));
    expect(reads.count()).toBe(2);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads.count()).toBe(3);
  });

  it('stops once expired, after one last read', async () => {
    const order = await unpaidOrder();
    fakeTimeouts();
    const reads = countReads();
    stop = reads.stop;
    const { result } = renderHook(() => useOrderWatch(order, vi.fn()));
    act(() => result.current.expire());
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 5));
    expect(result.current.phase).toBe('expired');
    expect(reads.count()).toBe(1);
  });
});
