import type {
  AccountChangeRecord,
  EndpointDef,
  RechargeOrderRow,
  TransferRecord,
  WageringRecord,
  WithdrawOrderRow,
} from '../contract';
import { nullable, num, obj, optional, page, str } from '../shape';

// Spec 7 calls: account changes, transfers and wagering records. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/records.ts.

const accountChange = obj<AccountChangeRecord>({
  id: num,
  currency: str,
  amount: num,
  businessType: num,
  subBusinessType: num,
  createTime: num,
  businessName: optional(str),
  subBusinessName: optional(str),
});

export const transferRecordPage = {
  method: 'GET',
  path: '/api/walletTransferRecord/v1/page',
  choice: true,
  paged: true,
  reply: page(
    obj<TransferRecord>({ id: num, currency: str, amount: num, status: num, createTime: num }),
  ),
} as const satisfies EndpointDef;

export const wageringPage = {
  method: 'GET',
  path: '/api/memberWagering/v1/page',
  choice: true,
  paged: true,
  reply: page(
    obj<WageringRecord>({
      id: num,
      currency: str,
      requiredAmount: num,
      finishedAmount: num,
      status: num,
      sourceName: optional(str),
    }),
  ),
} as const satisfies EndpointDef;

export const accountChangePage = {
  method: 'GET',
  path: '/api/memberAccountChange/v1/page',
  choice: true,
  paged: true,
  reply: page(accountChange),
} as const satisfies EndpointDef;

/** CHOICE (spec 7 shows no path): one account change, for /tradedetail?id=. */
export const accountChangeDetail = {
  method: 'GET',
  path: '/api/memberAccountChange/v1/detail/{id}',
  choice: true,
  reply: accountChange,
} as const satisfies EndpointDef;

/**
 * CHOICE (spec 2 names an OrderList page; spec 7 shows no call for it): the player's deposit
 * orders, beside POST /api/recharge/v1/create.
 */
export const rechargeOrderPage = {
  method: 'GET',
  path: '/api/recharge/v1/page',
  choice: true,
  paged: true,
  reply: page(
    obj<RechargeOrderRow>({
      id: num,
      orderNo: str,
      status: num,
      amount: num,
      currency: str,
      payMethod: num,
      bonusAmount: num,
      createTime: num,
      finishTime: nullable(num),
      expireTime: optional(nullable(num)),
    }),
  ),
} as const satisfies EndpointDef;

/** CHOICE: the player's withdraw orders, beside POST /api/withdraw/v1/apply. */
export const withdrawOrderPage = {
  method: 'GET',
  path: '/api/withdraw/v1/page',
  choice: true,
  paged: true,
  reply: page(
    obj<WithdrawOrderRow>({
      id: num,
      orderNo: str,
      status: num,
      amount: num,
      fee: num,
      currency: str,
      accountType: num,
      accountNo: str,
      pixKeyType: optional(nullable(str)),
      network: optional(nullable(str)),
      createTime: num,
      finishTime: nullable(num),
      remark: str,
    }),
  ),
} as const satisfies EndpointDef;
