import type { EndpointDef } from '../contract';

// Spec 7 calls: the home's game categories and provider groups (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/lobby.ts.

export const gameFront = {
  method: 'GET',
  path: '/game/api/game/v1/front',
} as const satisfies EndpointDef;

export const vendorList = {
  method: 'GET',
  path: '/game/api/game/v1/vendorList',
} as const satisfies EndpointDef;

export const vendorFront = {
  method: 'GET',
  path: '/game/api/game/v2/vendorFront',
} as const satisfies EndpointDef;

export const categoryAndVendor = {
  method: 'GET',
  path: '/game/api/game/v1/categoryAndVendor',
  choice: true,
} as const satisfies EndpointDef;
