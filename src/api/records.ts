import * as endpoints from './endpoints/records';
import {
  type AccountChangeRecord,
  type Page,
  type RecordQuery,
  type TransferRecord,
  type WageringRecord,
} from './contract';
import { getter } from './http';

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
