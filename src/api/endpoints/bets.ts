import type { EndpointDef } from '../contract';

// Spec 7 calls: latest bets and big wins. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/bets.ts.

export const userBet = {
  method: 'GET',
  path: '/game/api/bet/v1/userBet',
  choice: true,
} as const satisfies EndpointDef;

export const gameBig = {
  method: 'GET',
  path: '/game/api/bet/v1/gameBig',
  choice: true,
} as const satisfies EndpointDef;

export const gameRecent = {
  method: 'GET',
  path: '/game/api/bet/v1/gameRecent',
  choice: true,
} as const satisfies EndpointDef;

export const userBetPage = {
  method: 'GET',
  path: '/game/api/bet/v1/userBetPage',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
