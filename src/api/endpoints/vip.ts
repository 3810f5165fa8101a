import type { EndpointDef } from '../contract';

// Spec 7 calls: VIP levels. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/vip.ts.

export const vipLevelPage = {
  method: 'GET',
  path: '/api/vipLevel/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const memberLevelPage = {
  method: 'GET',
  path: '/api/memberLevel/v1/page',
  choice: true,
  paged: true,
  pageSize: 1000,
} as const satisfies EndpointDef;
