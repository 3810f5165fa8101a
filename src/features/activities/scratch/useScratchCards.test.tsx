import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../api/allEndpoints';
import { setSession } from '../../../state/session';
import { useScratchCards } from './useScratchCards';
import { FreshSwr } from '../../../api/testing/FreshSwr';

type RequestListener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: RequestListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
});

/** Counts the requests to `path` that reach the network (msw sees every one). */
function countRequests(path: string): () => number {
  let count = 0;
  const listener: RequestListener = ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return () => count;
}

async function ready(loggedIn: boolean) {
  const hook = renderHook(() => useScratchCards(loggedIn), { wrapper: FreshSwr });
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook.result;
}

describe('useScratchCards (activity type 14; contract ScratchCardDetails CHOICE)', () => {
  it('a visitor reads the pool and holds no card', async () => {
    const cards = await ready(false);
    expect(cards.current.data?.initialRewardAmount).toBe(18452.37);
    expect(cards.current.data?.cards).toEqual([]);
  });

  it('the demo player scratches a card: its prize shows and waits to be withdrawn', async () => {
    setSession(DEMO_ACCOUNT.info);
    const cards = await ready(true);
    expect(cards.current.data?.cards.map((c) => c.state)).toEqual(['hidden', 'hidden', 'hidden']);
    act(() => cards.current.scratch(2));
    await waitFor(() =>
      expect(cards.current.outcome).toEqual({ kind: 'scratched', cardId: 2, amount: 4 }),
    );
    expect(cards.current.data?.withdrawableAmount).toBe(4);
    expect(cards.current.pending).toBeNull();
  });

  it('a double tap on withdraw sends one request and moves the prize once', async () => {
    setSession(DEMO_ACCOUNT.info);
    const cards = await ready(true);
    act(() => cards.current.scratch(3));
    await waitFor(() => expect(cards.current.data?.withdrawableAmount).toBe(6));
    const withdraws = countRequests(endpoints.scratchCardWithdraw.path);
    act(() => {
      cards.current.withdraw();
      cards.current.withdraw();
    });
    await waitFor(() => expect(cards.current.outcome).toEqual({ kind: 'withdrawn', amount: 6 }));
    expect(withdraws()).toBe(1);
    await waitFor(() => expect(cards.current.data?.withdrawableAmount).toBe(0));
    expect(cards.current.data?.withdrawnAmount).toBe(6);
    expect(cards.current.data?.cards).toHaveLength(2);
  });

  it('combining merges the hidden cards into one', async () => {
    setSession(DEMO_ACCOUNT.info);
    const cards = await ready(true);
    act(() => cards.current.combine());
    await waitFor(() => expect(cards.current.outcome).toEqual({ kind: 'combined' }));
    expect(cards.current.data?.cards).toEqual([
      { id: 4, state: 'hidden', prizeAmount: null, combined: true },
    ]);
    act(() => cards.current.scratch(4));
    // (2,50 + 4,00 + 6,00) x 1,2
    await waitFor(() => expect(cards.current.data?.withdrawableAmount).toBe(15));
  });

  it('a refused withdraw says the server message in place and reads the cards again', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['scratch-withdrawn-elsewhere']);
    const cards = await ready(true);
    act(() => cards.current.scratch(1));
    await waitFor(() => expect(cards.current.data?.withdrawableAmount).toBe(2.5));
    act(() => cards.current.withdraw());
    await waitFor(() =>
      expect(cards.current.outcome).toEqual({
        kind: 'refused',
        action: 'withdraw',
        message: 'Não há prêmio disponível para resgatar agora.',
      }),
    );
    await waitFor(() => expect(cards.current.data?.withdrawableAmount).toBe(0));
  });

  it('a card scratched twice is refused with the reason', async () => {
    setSession(DEMO_ACCOUNT.info);
    const cards = await ready(true);
    act(() => cards.current.scratch(1));
    await waitFor(() => expect(cards.current.outcome.kind).toBe('scratched'));
    act(() => cards.current.scratch(1));
    await waitFor(() =>
      expect(cards.current.outcome).toEqual({
        kind: 'refused',
        action: 'scratch',
        message: 'Esta raspadinha já foi raspada.',
      }),
    );
  });

  it('a failed read is an error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get(/\/api\/scratchCard\/v1\/details$/, () => {
        if (!fail) return undefined;
        return Response.error();
      }),
    );
    const hook = renderHook(() => useScratchCards(false), { wrapper: FreshSwr });
    await waitFor(() => expect(hook.result.current.status).toBe('error'));
    fail = false;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  });
});
