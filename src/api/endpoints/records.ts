import type { EndpointDef } from '../contract';

// Spec 7 calls: account changes, transfers and wagering records. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/records.ts.

export const transferRecordPage = {
  method: 'GET',
  path: '/api/walletTransferRecord/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const wageringPage = {
  method: 'GET',
  path: '/api/memberWagering/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const accountChangePage = {
  method: 'GET',
  path: '/api/memberAccountChange/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

/** CHOICE (spec 7 shows no path): one account change, for /tradedetail?id=. */
export const accountChangeDetail = {
  method: 'GET',
  path: '/api/memberAccountChange/v1/detail/{id}',
  choice: true,
} as const satisfies EndpointDef;

/**
 * CHOICE (spec 2 names an OrderList page; spec 7 shows no call for it): the player's deposit
 * orders, beside POST /api/recharge/v1/create.
 */
export const rechargeOrderPage = {
  method: 'GET',
  path: '/api/recharge/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

/** CHOICE: the player's withdraw orders, beside POST /api/withdraw/v1/apply. */
export const withdrawOrderPage = {
  method: 'GET',
  path: '/api/withdraw/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
