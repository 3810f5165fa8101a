import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../mocks/data/games';
import { fail, ok, on, page } from '../../mocks/handlers/respond';
import { server } from '../../mocks/node';
import { overlaysState } from '../state/overlays';
import { endpoints } from './allEndpoints';
import type { Game } from './contract';
import { getGamePage } from './games';
import { uniqueRows, usePagedList } from './usePagedList';
import { FreshSwr } from './testing/FreshSwr';

const ids = (rows: readonly Game[]) => rows.map((game) => game.id);

/** The game page answers pages of `items` (spec 7 pageNum, pageSize) and records what was asked. */
function serve(
  items: readonly Game[],
  fails: (pageNum: number, call: number) => boolean = () => false,
) {
  const asked: string[] = [];
  let calls = 0;
  server.use(
    on(endpoints.gamePage, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      calls += 1;
      const pageNum = Number(url.searchParams.get('pageNum'));
      return fails(pageNum, calls) ? fail(500, 'Serviço indisponível', 500) : ok(page(items, url));
    }),
  );
  return asked;
}

const games = GAMES.slice(0, 25);

describe('usePagedList (spec 7 paged lists, spec 9 page size 10)', () => {
  afterEach(() => server.events.removeAllListeners());

  it('loads a page at a time, in order, until the total is reached', async () => {
    const asked = serve(games);
    const { result } = renderHook(() => usePagedList(getGamePage, { categoryId: 3 }), {
      wrapper: FreshSwr,
    });
    expect(result.current).toMatchObject({ status: 'loading', rows: [], nextPage: 'end' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ids(result.current.rows)).toEqual(ids(games.slice(0, 10)));
    expect(result.current).toMatchObject({ total: 25, hasMore: true, nextPage: 'more' });

    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ loadingMore: true, nextPage: 'loading' });
    // Asked again while the page is on its way: still one request for it.
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false, nextPage: 'end' });
    expect(ids(result.current.rows)).toEqual(ids(games));

    // At the end, asking for more asks for nothing.
    act(() => result.current.loadMore());
    expect(asked).toEqual([
      '?categoryId=3&pageNum=1&pageSize=10',
      '?categoryId=3&pageNum=2&pageSize=10',
      '?categoryId=3&pageNum=3&pageSize=10',
    ]);
  });

  it('shows a row that comes twice at a page boundary once; the total never falls below the rows', async () => {
    // A game added between two page loads: the last of page 1 comes again first on page 2.
    const shifted = [...games.slice(0, 10), games[9] as Game, ...games.slice(10, 12)];
    serve(shifted);
    const { result } = renderHook(() => usePagedList(getGamePage, {}), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.nextPage).toBe('end'));
    expect(ids(result.current.rows)).toEqual(ids(games.slice(0, 12)));
    expect(result.current.total).toBe(13);
  });

  it('takes its page size and its merge from the caller', async () => {
    const asked = serve(games);
    const byProvider = uniqueRows((game: Game) => game.vendorId);
    const { result } = renderHook(
      () => usePagedList(getGamePage, {}, { pageSize: 24, merge: byProvider }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).toEqual(['?pageNum=1&pageSize=24']);
    const providers = new Set(games.slice(0, 24).map((game) => game.vendorId));
    expect(result.current.rows).toHaveLength(providers.size);
  });

  it('a failed next page keeps the rows, says "failed" without a toast, and its retry brings it', async () => {
    serve(games, (pageNum, call) => pageNum === 2 && call === 2);
    const { result } = renderHook(() => usePagedList(getGamePage, {}), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.nextPage).toBe('failed'));
    expect(result.current).toMatchObject({ status: 'ready', loadingMore: false });
    expect(result.current.rows).toHaveLength(10);
    expect(result.current.error?.kind).toBe('http');
    // Failures are shown in place, never as a toast.
    expect(overlaysState.toasts).toEqual([]);

    // Not asked again behind the player's back, nor by a scroll: only by the retry.
    act(() => result.current.loadMore());
    expect(result.current.nextPage).toBe('failed');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.nextPage).toBe('more'));
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.error).toBeUndefined();
  });

  it('a failed first page is the error status, and its retry recovers', async () => {
    serve(games, (_pageNum, call) => call === 1);
    const { result } = renderHook(() => usePagedList(getGamePage, {}), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.rows).toEqual([]);
    expect(overlaysState.toasts).toEqual([]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows).toHaveLength(10);
  });

  it('an answer with no rows is the empty status', async () => {
    serve([]);
    const { result } = renderHook(() => usePagedList(getGamePage, {}), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current).toMatchObject({ total: 0, hasMore: false, nextPage: 'end' });
  });

  it('a null query fetches nothing', async () => {
    const asked = serve(games);
    const { result } = renderHook(() => usePagedList(getGamePage, null), { wrapper: FreshSwr });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(result.current.status).toBe('loading');
  });

  it('a new query starts again at page 1', async () => {
    const asked = serve(games);
    const { result, rerender } = renderHook(
      ({ categoryId }: { categoryId: number }) => usePagedList(getGamePage, { categoryId }),
      { wrapper: FreshSwr, initialProps: { categoryId: 3 } },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    rerender({ categoryId: 4 });
    await waitFor(() => expect(asked).toContain('?categoryId=4&pageNum=1&pageSize=10'));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
  });
});
