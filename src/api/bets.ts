import * as endpoints from './endpoints/bets';
import { type BetRecord, type BetRow, type Game, type Page, type PageQuery } from './contract';
import { getter } from './http';

/** Latest bets (spec 4 big-win tab 1). */
export const getUserBets = /* @__PURE__ */ getter<BetRow[]>(endpoints.userBet);

/** Big wins (spec 4 big-win tab 2). */
export const getBigWins = /* @__PURE__ */ getter<BetRow[]>(endpoints.gameBig);

export const getRecentGames = /* @__PURE__ */ getter<Game[]>(endpoints.gameRecent);

export const getUserBetPage = /* @__PURE__ */ getter<Page<BetRecord>, PageQuery>(
  endpoints.userBetPage,
);
