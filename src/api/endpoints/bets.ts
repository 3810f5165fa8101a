import type { BetRecord, BetRow, EndpointDef } from '../contract';
import { arrayOf, num, obj, page, str } from '../shape';
import { game } from '../shapes';

// Spec 7 calls: latest bets and big wins. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/bets.ts.

const betRows = arrayOf(
  obj<BetRow>({
    gameName: str,
    userNo: str,
    winAmount: num,
    winMultiple: num,
    walletCurrency: str,
    logo: str,
  }),
);

export const userBet = {
  method: 'GET',
  path: '/game/api/bet/v1/userBet',
  choice: true,
  reply: betRows,
} as const satisfies EndpointDef;

export const gameBig = {
  method: 'GET',
  path: '/game/api/bet/v1/gameBig',
  choice: true,
  reply: betRows,
} as const satisfies EndpointDef;

export const gameRecent = {
  method: 'GET',
  path: '/game/api/bet/v1/gameRecent',
  choice: true,
  reply: arrayOf(game),
} as const satisfies EndpointDef;

export const userBetPage = {
  method: 'GET',
  path: '/game/api/bet/v1/userBetPage',
  choice: true,
  paged: true,
  reply: page(
    obj<BetRecord>({
      id: str,
      gameName: str,
      betAmount: num,
      winAmount: num,
      currency: str,
      betTime: num,
    }),
  ),
} as const satisfies EndpointDef;
