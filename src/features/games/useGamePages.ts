import type { Game, GamePageQuery } from '../../api/contract';
import { getGamePage } from '../../api/games';
import { usePagedList, type PagedList } from '../../api/usePagedList';

/** Games per page of the game list (CHOICE: 8 rows of three tiles, about two screens). */
export const GAME_PAGE_SIZE = 24;

export type GamePagesQuery = Omit<GamePageQuery, 'pageNum' | 'pageSize'>;

/**
 * The game list's pages (spec 7: GET game page with pageNum, pageSize, sortType, categoryId,
 * vendorIds), loaded one after the other as the player asks for more, each game once. A new
 * filter or sort starts again at page 1 (usePagedList). `null` asks for nothing (another tab).
 */
export function useGamePages(
  query: GamePagesQuery | null,
  pageSize = GAME_PAGE_SIZE,
): PagedList<Game> {
  return usePagedList(getGamePage, query, { pageSize });
}
