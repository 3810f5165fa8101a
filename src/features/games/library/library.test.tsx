import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../../mocks/data/users';
import { server } from '../../../../mocks/node';
import { fail, on } from '../../../../mocks/handlers/respond';
import { endpoints } from '../../../api/allEndpoints';
import type { Game } from '../../../api/contract';
import { setSession } from '../../../state/session';
import { toggleGameFavourite } from '../FavouriteButton/favourites';
import {
  settledToggles,
  useFavouriteGames,
  useLibrary,
  useRecentGames,
  visibleFavourites,
} from './library';
import { libraryHref } from './libraryHref';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

const game = (id: number): Game => ({
  id,
  gameName: `Jogo ${id}`,
  logo: '',
  collect: true,
  vendorId: 201,
  categoryId: 101,
  categoryName: 'Em alta',
});

const ids = (games: readonly Game[] | undefined) => games?.map((g) => g.id);

describe('visibleFavourites', () => {
  it('drops the games un-starred during the visit, keeps the order', () => {
    const games = [game(3), game(1), game(2)];
    expect(ids(visibleFavourites(games, {}))).toEqual([3, 1, 2]);
    expect(ids(visibleFavourites(games, { 1: false }))).toEqual([3, 2]);
    // A star turned on again counts as a favourite.
    expect(ids(visibleFavourites(games, { 1: true, 2: false }))).toEqual([3, 1]);
  });
});

describe('settledToggles', () => {
  it('changes with each answered toggle, not while one is in flight', () => {
    expect(settledToggles({}, {})).toBe('');
    expect(settledToggles({ 5: true }, { 5: true })).toBe('');
    expect(settledToggles({ 5: true }, {})).toBe('5:1');
    expect(settledToggles({ 7: false, 5: true }, {})).toBe('5:1,7:0');
    expect(settledToggles({ 7: false, 5: true }, { 7: true })).toBe('5:1');
  });
});

describe('libraryHref', () => {
  it('is the game list tab of the list', () => {
    expect(libraryHref('favourites')).toBe('/gameList?list=favourites');
    expect(libraryHref('recent')).toBe('/gameList?list=recent');
  });
});

describe('useFavouriteGames (mock world over msw/node)', () => {
  it('asks nothing for a visitor', () => {
    const { result } = renderHook(() => useFavouriteGames(), { wrapper });
    expect(result.current.status).toBe('empty');
    expect(result.current.data).toBeUndefined();
  });

  it('follows the hearts: a new favourite comes in, an un-starred one leaves at once', async () => {
    setSession(SECOND_ACCOUNT.info);
    const { result } = renderHook(() => useFavouriteGames(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.data).toEqual([]);

    await act(() => toggleGameFavourite(10005, false));
    await waitFor(() => expect(ids(result.current.data)).toEqual([10005]));
    expect(result.current.status).toBe('ready');

    // Un-starring leaves the list with the heart, before the server's answer.
    let leaving: Promise<boolean> | undefined;
    act(() => {
      leaving = toggleGameFavourite(10005, true);
    });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    await act(() => leaving!);
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.status).toBe('empty');
  });

  it('fails with the call and recovers on retry', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(on(endpoints.collectList, () => fail(500, 'Falhou', 500)));
    const { result } = renderHook(() => useFavouriteGames(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    server.resetHandlers();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.every((g) => g.collect)).toBe(true);
  });
});

describe('useRecentGames and useLibrary', () => {
  it('the demo player’s recent games, and only the chosen list is asked for', async () => {
    setSession(DEMO_ACCOUNT.info);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    const { result } = renderHook(() => useLibrary('recent'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.events.removeAllListeners();
    expect(result.current.data?.length).toBeGreaterThan(0);
    expect(asked).toEqual(['/game/api/bet/v1/gameRecent']);
  });

  it('asks nothing when not enabled', () => {
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderHook(() => useRecentGames(false), { wrapper });
    expect(result.current.status).toBe('empty');
  });
});
