import useSWRInfinite from 'swr/infinite';
import type { Game, GamePageQuery, Page } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { getGamePage } from '../../api/games';
import { swrFetcher } from '../../api/http';
import type { ResourceStatus } from '../../api/useResource';

/** Games per page of the game list (CHOICE: 8 rows of three tiles, about two screens). */
export const GAME_PAGE_SIZE = 24;

export type GamePagesQuery = Omit<GamePageQuery, 'pageNum' | 'pageSize'>;

export type GamePages = {
  /** Of the first page: loading, empty (no game at all), error (nothing to show) or ready. */
  status: ResourceStatus;
  /** Every game of the pages loaded so far, in order, each once. */
  games: Game[];
  /** How many games the list holds in all (the server's `total`). */
  total: number;
  /** More pages to load. */
  hasMore: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** The first page failed (status 'error') or the last next page did. */
  error: ApiError | undefined;
  /** A retry is in flight. */
  retrying: boolean;
  /** Asks for the next page (ignored while one is loading, after a failure or at the end). */
  loadMore: () => void;
  /** Fetches again what failed (the first page, or the next page). */
  retry: () => void;
};

/**
 * The game list's pages (spec 7: GET game page with pageNum, pageSize, sortType, categoryId,
 * vendorIds), loaded one after the other as the player asks for more. Each page's SWR key is
 * its request path; a new filter or sort starts again at page 1.
 */
export function useGamePages(query: GamePagesQuery, pageSize = GAME_PAGE_SIZE): GamePages {
  const getKey = (index: number, previous: Page<Game> | null) => {
    if (previous && (previous.list.length === 0 || index * pageSize >= previous.total)) {
      return null;
    }
    return getGamePage.key({ ...query, pageNum: index + 1, pageSize });
  };
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<Page<Game>, ApiError>(
    getKey,
    (key: string) => swrFetcher(key, getGamePage.endpoint.reply),
    {
      // A page already shown is not fetched again when the next one is asked for.
      revalidateFirstPage: false,
    },
  );

  const pages = data ?? [];
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.list) {
      // A list that changed between two pages may repeat a game at the boundary.
      if (!seen.has(game.id)) {
        seen.add(game.id);
        games.push(game);
      }
    }
  }
  const last = pages[pages.length - 1];
  const total = last?.total ?? 0;
  const hasMore = last !== undefined && last.list.length > 0 && pages.length * pageSize < total;
  const loadingMore = pages.length > 0 && size > pages.length && error === undefined;

  let status: ResourceStatus;
  if (pages.length > 0) status = games.length === 0 ? 'empty' : 'ready';
  else if (error) status = 'error';
  else status = 'loading';

  return {
    status,
    games,
    total,
    hasMore,
    loadingMore,
    error,
    retrying: error !== undefined && isValidating,
    loadMore: () => {
      if (!hasMore || loadingMore || error) return;
      void setSize(pages.length + 1);
    },
    // Revalidates every page asked for; the one that failed has no data, so it is fetched.
    retry: () => void mutate(),
  };
}
