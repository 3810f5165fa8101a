import * as endpoints from './endpoints';
import {
  type AccountChangeRecord,
  type ChannelConfig,
  type CurrencyMap,
  type DepositOrder,
  type DepositPayload,
  type ExchangePayload,
  type ExchangeRate,
  type MemberMessage,
  type MessageReadPayload,
  type Page,
  type PageQuery,
  type RecordQuery,
  type TransferRecord,
  type VipLevel,
  type VisitRecordPayload,
  type WageringRecord,
  type WalletSummary,
  type WalletWithdrawal,
  type WithdrawAccount,
  type WithdrawOrder,
  type WithdrawPayload,
} from './contract';
import { getter, sender } from './http';

/** GET /api/wallet/v1/summaryList/{currency}: every wallet plus the total in `currency`. */
export const getWalletSummary = /* @__PURE__ */ getter<WalletSummary, { currency: string }>(
  endpoints.walletSummary,
);

export const getExchangeRates = /* @__PURE__ */ getter<ExchangeRate[]>(endpoints.currencyExchange);

/** POST /api/wallet/v1/exchange. A money action: call it through `moneyAction`. */
export const exchange = /* @__PURE__ */ sender<ExchangePayload, null>(endpoints.exchange);

export const getWalletWithdrawal = /* @__PURE__ */ getter<WalletWithdrawal[]>(
  endpoints.walletWithdrawal,
);

/** GET /api/currency/v1/listMap: spec 3 currency groups 1, 2, 3. */
export const getCurrencyMap = /* @__PURE__ */ getter<CurrencyMap>(endpoints.currencyListMap);

export const getVipLevels = /* @__PURE__ */ getter<Page<VipLevel>, PageQuery>(
  endpoints.vipLevelPage,
);

/** Paged with pageSize 1000 by default (spec 9). */
export const getMemberLevels = /* @__PURE__ */ getter<Page<VipLevel>, PageQuery>(
  endpoints.memberLevelPage,
);

export const getTransferRecords = /* @__PURE__ */ getter<Page<TransferRecord>, RecordQuery>(
  endpoints.transferRecordPage,
);

export const getWageringRecords = /* @__PURE__ */ getter<Page<WageringRecord>, RecordQuery>(
  endpoints.wageringPage,
);

export const getAccountChanges = /* @__PURE__ */ getter<
  Page<AccountChangeRecord>,
  RecordQuery & { businessType?: number; subBusinessType?: number }
>(endpoints.accountChangePage);

export const getSystemMessages = /* @__PURE__ */ getter<Page<MemberMessage>, PageQuery>(
  endpoints.systemMessagePage,
);

export const getPersonalMessages = /* @__PURE__ */ getter<Page<MemberMessage>, PageQuery>(
  endpoints.personalMessagePage,
);

export const readSystemMessage = /* @__PURE__ */ sender<MessageReadPayload, null>(
  endpoints.readSystemMessage,
);

export const readPersonalMessage = /* @__PURE__ */ sender<MessageReadPayload, null>(
  endpoints.readPersonalMessage,
);

/** CHOICE: the number of unread messages. */
export const getMessageNumber = /* @__PURE__ */ getter<number>(endpoints.messageNumber);

/** Spec 7 "Unread-notice check returns a boolean": the notice bell's red dot. */
export const getMessageUnread = /* @__PURE__ */ getter<boolean>(endpoints.messageUnread);

export const getWithdrawAccounts = /* @__PURE__ */ getter<WithdrawAccount[]>(
  endpoints.withdrawAccountList,
);

export const getChannelConfig = /* @__PURE__ */ getter<ChannelConfig>(endpoints.channelConfig);

/** POST /api/visitRecord/v1/add on app start (spec 7). */
export const addVisitRecord = /* @__PURE__ */ sender<VisitRecordPayload, null>(
  endpoints.visitRecord,
);

/** CHOICE endpoint. A money action: call it through `moneyAction`. */
export const createDeposit = /* @__PURE__ */ sender<DepositPayload, DepositOrder>(
  endpoints.deposit,
);

/** CHOICE endpoint. A money action: call it through `moneyAction`. */
export const applyWithdraw = /* @__PURE__ */ sender<WithdrawPayload, WithdrawOrder>(
  endpoints.withdraw,
);
