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

/** CHOICE (spec 7 shows only the list): saves a new withdraw account of the player. */
export const addWithdrawAccount = {
  method: 'POST',
  path: '/api/memberWithdrawAccount/v1/add',
  choice: true,
} as const satisfies EndpointDef;

export const deposit = {
  method: 'POST',
  path: '/api/recharge/v1/create',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

/**
 * CHOICE (spec 7 shows no call to read one order): a deposit order by number, what the payment
 * page polls until the order is paid or expired. Answers the player's own orders only.
 */
export const depositDetail = {
  method: 'GET',
  path: '/api/recharge/v1/detail/{orderNo}',
  choice: true,
} as const satisfies EndpointDef;

export const withdraw = {
  method: 'POST',
  path: '/api/withdraw/v1/apply',
  choice: true,
  money: true,
} as const satisfies EndpointDef;
