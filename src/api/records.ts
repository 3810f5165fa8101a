import * as endpoints from './endpoints/records';
import {
  type AccountChangeRecord,
  type OrderQuery,
  type Page,
  type RechargeOrderRow,
  type RecordQuery,
  type TransferRecord,
  type WageringRecord,
  type WithdrawOrderRow,
} from './contract';
import { getter } from './http';

export const getTransferRecords = /* @__PURE__ */ getter<Page<TransferRecord>, RecordQuery>(
  endpoints.transferRecordPage,
);

export const getWageringRecords = /* @__PURE__ */ getter<Page<WageringRecord>, RecordQuery>(
  endpoints.wageringPage,
);

export type AccountChangeQuery = RecordQuery & { businessType?: number; subBusinessType?: number };

export const getAccountChanges = /* @__PURE__ */ getter<
  Page<AccountChangeRecord>,
  AccountChangeQuery
>(endpoints.accountChangePage);

/** One account change by id (CHOICE endpoint); code 404 when it is not the player's. */
export const getAccountChange = /* @__PURE__ */ getter<AccountChangeRecord, { id: number }>(
  endpoints.accountChangeDetail,
);

/** The player's deposit orders, newest first (CHOICE endpoint). */
export const getRechargeOrders = /* @__PURE__ */ getter<Page<RechargeOrderRow>, OrderQuery>(
  endpoints.rechargeOrderPage,
);

/** The player's withdraw orders, newest first (CHOICE endpoint). */
export const getWithdrawOrders = /* @__PURE__ */ getter<Page<WithdrawOrderRow>, OrderQuery>(
  endpoints.withdrawOrderPage,
);
