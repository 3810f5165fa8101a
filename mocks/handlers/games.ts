import type { HttpHandler } from 'msw';
import { BIG_WINS, LAST_BETS, USER_BETS } from '../data/bets';
import { PROVIDERS } from '../data/games';
import { DEMO_ACCOUNT } from '../data/users';
import * as games from '../world/games';
import { done } from '../world/world';
import { authed, endpoint, pageFrom } from './endpoint';

/** Spec 7 games calls on the seed catalogue with each player's favourites (mocks/world/games.ts). */
export function gameHandlers(): HttpHandler[] {
  return [
    endpoint('gameFront', ({ user }) => done(games.front(user))),

    authed('collectList', ({ user }) => done(games.collectList(user))),

    endpoint('vendorList', () => done([...PROVIDERS])),

    endpoint('vendorFront', ({ user }) => done(games.vendorFront(user))),

    authed('gameSearch', async ({ user, body }) => done(games.search(await body(), user))),

    endpoint('gamePage', ({ user, url }) => done(games.gamePage(url.searchParams, user))),

    endpoint('categoryAndVendor', () => done(games.categoryAndVendor())),

    endpoint('userBet', () => done([...LAST_BETS])),

    endpoint('gameBig', () => done([...BIG_WINS])),

    authed('gameRecent', ({ user }) => done(games.recentGames(user))),

    // CHOICE: the seed's 40 bets are the demo player's; other players have none yet.
    authed('userBetPage', ({ user, url }) =>
      done(pageFrom(user.userNo === DEMO_ACCOUNT.info.userNo ? USER_BETS : [], url)),
    ),

    endpoint('gameEnter', async ({ user, body }) => games.enterGame(await body(), user)),

    authed('gameCollect', ({ user, params }) => games.toggleFavourite(user, Number(params.id))),
  ];
}
