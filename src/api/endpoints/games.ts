import type { EndpointDef } from '../contract';

// Spec 7 calls: game search, pages, favourites and game entry. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/games.ts.

export const collectList = {
  method: 'GET',
  path: '/game/api/game/v1/collectList',
} as const satisfies EndpointDef;

export const gameSearch = {
  method: 'POST',
  path: '/game/api/game/v1/search',
  choice: true,
} as const satisfies EndpointDef;

export const gamePage = {
  method: 'GET',
  path: '/game/api/game/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const gameEnter = {
  method: 'POST',
  path: '/game/api/game/v1/enter',
  choice: true,
} as const satisfies EndpointDef;

export const gameCollect = {
  method: 'PUT',
  path: '/game/api/game/v1/collect/{id}',
  choice: true,
} as const satisfies EndpointDef;
