import type { EndpointDef } from '../contract';

// Spec 7 calls: deposit, withdraw and exchange. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/cashier.ts.

export const currencyExchange = {
  method: 'GET',
  path: '/api/wallet/v1/currencyExchange',
} as const satisfies EndpointDef;

export const exchange = {
  method: 'POST',
  path: '/api/wallet/v1/exchange',
  money: true,
} as const satisfies EndpointDef;

export const walletWithdrawal = {
  method: 'GET',
  path: '/api/wallet/v1/walletWithdrawal',
} as const satisfies EndpointDef;

export const withdrawAccountList = {
  method: 'GET',
  path: '/api/memberWithdrawAccount/v1/list',
} as const satisfies EndpointDef;

export const deposit = {
  method: 'POST',
  path: '/api/recharge/v1/create',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const withdraw = {
  method: 'POST',
  path: '/api/withdraw/v1/apply',
  choice: true,
  money: true,
} as const satisfies EndpointDef;
