import * as endpoints from './endpoints/games';
import {
  type CategoryAndVendor,
  type Game,
  type GameCollectResult,
  type GameEnterPayload,
  type GameLaunch,
  type GamePageQuery,
  type GameSearchPayload,
  type Page,
  type VendorEntry,
} from './contract';
import { callEndpoint, getter, type CallOptions } from './http';

/** The game list's categories and providers (its title and filter chips). */
export const getCategoryAndVendor = /* @__PURE__ */ getter<CategoryAndVendor>(
  endpoints.categoryAndVendor,
);

export const getCollectList = /* @__PURE__ */ getter<Game[]>(endpoints.collectList);

/** Every provider with its number of games (the providers directory). */
export const getVendorList = /* @__PURE__ */ getter<VendorEntry[]>(endpoints.vendorList);

/** POST game search: text, pageNum, pageSize (defaults 1 and 10, spec 9). */
export function searchGames(
  { text, pageNum, pageSize }: GameSearchPayload,
  options?: CallOptions,
): Promise<Page<Game>> {
  return callEndpoint<Page<Game>>(endpoints.gameSearch, {
    ...options,
    data: { text, pageNum: pageNum ?? 1, pageSize: pageSize ?? 10 },
  });
}

/** GET game page (paged): sortType, categoryId, vendorIds (comma-separated). */
export const getGamePage = /* @__PURE__ */ getter<Page<Game>, GamePageQuery>(endpoints.gamePage);

/** POST game enter: gameId, currency, isTrial. */
export function enterGame(payload: GameEnterPayload, options?: CallOptions): Promise<GameLaunch> {
  return callEndpoint<GameLaunch>(endpoints.gameEnter, { ...options, data: payload });
}

/** PUT game collect/{id}: toggles the favourite flag (spec 4). */
export function toggleFavourite(id: number, options?: CallOptions): Promise<GameCollectResult> {
  return callEndpoint<GameCollectResult>(endpoints.gameCollect, { ...options, pathArgs: { id } });
}
