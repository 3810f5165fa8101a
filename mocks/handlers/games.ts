import type { HttpHandler } from 'msw';
import { BIG_WINS, LAST_BETS } from '../data/bets';
import * as games from '../world/games';
import { done } from '../world/world';
import { authed, endpoint, pageFrom, queryNumber } from './endpoint';

/** Spec 7 games calls on the seed catalogue with each player's favourites (mocks/world/games.ts). */
export function gameHandlers(): HttpHandler[] {
  return [
    endpoint('gameFront', ({ user }) => done(games.front(user))),

    authed('collectList', ({ user }) => done(games.collectList(user))),

    endpoint('vendorList', () => done(games.vendorList())),

    endpoint('vendorFront', ({ user }) => done(games.vendorFront(user))),

    authed('gameSearch', async ({ user, body }) => done(games.search(await body(), user))),

    endpoint('gamePage', ({ user, url }) => done(games.gamePage(url.searchParams, user))),

    endpoint('categoryAndVendor', () => done(games.categoryAndVendor())),

    endpoint('userBet', () => done([...LAST_BETS])),

    endpoint('gameBig', () => done([...BIG_WINS])),

    authed('gameRecent', ({ user }) => done(games.recentGames(user))),

    // CHOICE: the seed's 40 bets are the demo player's; every player's demo-game rounds join them.
    authed('userBetPage', ({ user, url }) =>
      done(pageFrom(games.betHistory(user, queryNumber(url, 'timeFilter')), url)),
    ),

    endpoint('gameEnter', async ({ user, body }) => games.enterGame(await body(), user)),

    authed('gameCollect', ({ user, params }) => games.toggleFavourite(user, Number(params.id))),
  ];
}
