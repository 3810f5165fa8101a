import { type Game } from '../../api/contract';
import { getGamePage } from '../../api/games';
import type { CallOptions, GetCall } from '../../api/http';

/** Games per lookup page: 318 games in the mock catalogue take at most 4 calls. */
export const LOOKUP_PAGE_SIZE = 100;

/**
 * One game by id. CHOICE: spec 7 lists no single-game call, so this pages through GET game
 * page (catalogue order, no filter) until the id turns up or the catalogue ends; `null` means no
 * such game. A GET game/v1/detail/{id} call would replace it with one small request.
 */
export async function findGameById(id: number, options?: CallOptions): Promise<Game | null> {
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await getGamePage({ pageNum, pageSize: LOOKUP_PAGE_SIZE }, options);
    const game = page.list.find((g) => g.id === id);
    if (game) return game;
    if (page.list.length === 0 || pageNum * LOOKUP_PAGE_SIZE >= page.total) return null;
  }
}

/**
 * `findGameById` shaped as a GET call for `useResource`. Its SWR key is the game page path with
 * the id as a fragment (it is several requests, not one, so no single request path fits).
 */
export const getGameById: GetCall<{ id: number }, Game | null> = Object.assign(
  ({ id }: { id: number }, options?: CallOptions) => findGameById(id, options),
  {
    key: ({ id }: { id: number }) => `${getGamePage.endpoint.path}#game=${id}`,
    endpoint: getGamePage.endpoint,
  },
);
