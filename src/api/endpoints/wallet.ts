import type { EndpointDef } from '../contract';

// Spec 7 calls: the wallets and the currency map (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/wallet.ts.

export const walletSummary = {
  method: 'GET',
  path: '/api/wallet/v1/summaryList/{currency}',
} as const satisfies EndpointDef;

export const currencyListMap = {
  method: 'GET',
  path: '/api/currency/v1/listMap',
} as const satisfies EndpointDef;
