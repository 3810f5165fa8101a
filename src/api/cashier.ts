import * as endpoints from './endpoints/cashier';
import {
  type AddWithdrawAccountPayload,
  type DepositOrder,
  type DepositPayload,
  type ExchangePayload,
  type ExchangeRate,
  type WalletWithdrawal,
  type WithdrawAccount,
  type WithdrawOrder,
  type WithdrawPayload,
} from './contract';
import { getter, sender } from './http';

export const getExchangeRates = /* @__PURE__ */ getter<ExchangeRate[]>(endpoints.currencyExchange);

/** POST /api/wallet/v1/exchange. A money action: call it through `moneyAction`. */
export const exchange = /* @__PURE__ */ sender<ExchangePayload, unknown>(endpoints.exchange);

export const getWalletWithdrawal = /* @__PURE__ */ getter<WalletWithdrawal[]>(
  endpoints.walletWithdrawal,
);

export const getWithdrawAccounts = /* @__PURE__ */ getter<WithdrawAccount[]>(
  endpoints.withdrawAccountList,
);

/** CHOICE endpoint: saves a withdraw account (Pix key or crypto wallet) and answers it. */
export const addWithdrawAccount = /* @__PURE__ */ sender<
  AddWithdrawAccountPayload,
  WithdrawAccount
>(endpoints.addWithdrawAccount);

/** CHOICE endpoint. A money action: call it through `moneyAction`. */
export const createDeposit = /* @__PURE__ */ sender<DepositPayload, DepositOrder>(
  endpoints.deposit,
);

/** CHOICE endpoint: one of the player's deposit orders by number (its status, spec 3). */
export const getDepositOrder = /* @__PURE__ */ getter<DepositOrder, { orderNo: string }>(
  endpoints.depositDetail,
);

/** CHOICE endpoint. A money action: call it through `moneyAction`. */
export const applyWithdraw = /* @__PURE__ */ sender<WithdrawPayload, WithdrawOrder>(
  endpoints.withdraw,
);
