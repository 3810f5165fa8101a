import * as endpoints from './endpoints/bets';
import { type BetRecord, type BetRow, type Game, type Page, type PagedQuery } from './contract';
import { getter } from './http';

/** Latest bets (spec 4 big-win tab 1). */
export const getUserBets = /* @__PURE__ */ getter<BetRow[]>(endpoints.userBet);

/** Big wins (spec 4 big-win tab 2). */
export const getBigWins = /* @__PURE__ */ getter<BetRow[]>(endpoints.gameBig);

/** The games the player entered lately, most recent first ("Jogados recentemente"). */
export const getRecentGames = /* @__PURE__ */ getter<Game[]>(endpoints.gameRecent);

/** The player's bet history, newest first, for a spec 3 period: 0 (today), 7, 30 or 60 days. */
export type BetQuery = PagedQuery<{ timeFilter?: number }>;

/** The player's own bets, paged ("Histórico de apostas"). */
export const getUserBetPage = /* @__PURE__ */ getter<Page<BetRecord>, BetQuery>(
  endpoints.userBetPage,
);
