import * as endpoints from './endpoints';
import {
  type BetRecord,
  type BetRow,
  type CategoryAndVendor,
  type Game,
  type GameCategory,
  type GameCollectResult,
  type GameEnterPayload,
  type GameLaunch,
  type GamePageQuery,
  type GameSearchPayload,
  type Page,
  type PageQuery,
  type ProviderGroup,
  type Vendor,
} from './contract';
import { callEndpoint, getter, type CallOptions } from './http';

/** Home categories with their games (spec 2 home item 7; CHOICE: this is the home call). */
export const getGameFront = /* @__PURE__ */ getter<GameCategory[]>(endpoints.gameFront);

export const getCollectList = /* @__PURE__ */ getter<Game[]>(endpoints.collectList);

export const getVendorList = /* @__PURE__ */ getter<Vendor[]>(endpoints.vendorList);

/** Home provider groups with their games (CHOICE: this is the home call). */
export const getVendorFront = /* @__PURE__ */ getter<ProviderGroup[]>(endpoints.vendorFront);

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

export const getCategoryAndVendor = /* @__PURE__ */ getter<CategoryAndVendor>(
  endpoints.categoryAndVendor,
);

/** Latest bets (spec 4 big-win tab 1). */
export const getUserBets = /* @__PURE__ */ getter<BetRow[]>(endpoints.userBet);

/** Big wins (spec 4 big-win tab 2). */
export const getBigWins = /* @__PURE__ */ getter<BetRow[]>(endpoints.gameBig);

export const getRecentGames = /* @__PURE__ */ getter<Game[]>(endpoints.gameRecent);

export const getUserBetPage = /* @__PURE__ */ getter<Page<BetRecord>, PageQuery>(
  endpoints.userBetPage,
);

/** POST game enter: gameId, currency, isTrial. */
export function enterGame(payload: GameEnterPayload, options?: CallOptions): Promise<GameLaunch> {
  return callEndpoint<GameLaunch>(endpoints.gameEnter, { ...options, data: payload });
}

/** PUT game collect/{id}: toggles the favourite flag (spec 4). */
export function toggleFavourite(id: number, options?: CallOptions): Promise<GameCollectResult> {
  return callEndpoint<GameCollectResult>(endpoints.gameCollect, { ...options, pathArgs: { id } });
}
