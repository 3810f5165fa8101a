/*
 * The spec 3 enumerations: order, withdraw and wagering states, payment and account kinds,
 * the app type codes and the time filters.
 * Part of the API contract; import it through src/api/contract.ts.
 */

export const RechargeStatus = { unpay: 1, fail: 2, success: 3 } as const;

export const PaymentMethod = { pix: 1, cryptoWallet: 2, bankCard: 3 } as const;

export const WithdrawStatus = { audit: 1, reject: 2, success: 3 } as const;

export const WithdrawAccountType = { bankCard: 1, cryptoWallet: 2 } as const;

export const CodingStatus = { waiting: 1, inProgress: 2, reset: 3, complete: 4 } as const;

export const AppType = {
  android: 3,
  ios: 4,
  desktop: 5,
  androidPwa: 6,
  iosPwa: 7,
} as const;

export type AppTypeCode = (typeof AppType)[keyof typeof AppType];

/** Spec 3: time filters in days. */
export const TimeFilterDays = [0, 7, 30, 60] as const;
