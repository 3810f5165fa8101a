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
