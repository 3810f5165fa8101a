import type {
  DepositOrder,
  EndpointDef,
  ExchangeRate,
  WalletWithdrawal,
  WithdrawAccount,
  WithdrawOrder,
} from '../contract';
import { anything, arrayOf, num, nullable, obj, optional, str, bool } from '../shape';

// Spec 7 calls: deposit, withdraw and exchange. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/cashier.ts.

const withdrawAccount = obj<WithdrawAccount>({
  id: num,
  type: num,
  accountNo: str,
  name: str,
  currency: str,
  pixKeyType: nullable(str),
  network: nullable(str),
  isDefault: bool,
  fee: optional(num),
});

const depositOrder = obj<DepositOrder>({
  orderNo: str,
  payUrl: str,
  status: num,
  amount: num,
  currency: str,
  payMethod: num,
  brCode: nullable(str),
  address: nullable(str),
  network: nullable(str),
  expireTime: num,
  bonusAmount: optional(num),
  bonusStep: optional(num),
});

export const currencyExchange = {
  method: 'GET',
  path: '/api/wallet/v1/currencyExchange',
  reply: arrayOf(obj<ExchangeRate>({ sourceCurrency: str, destinationCurrency: str, rate: num })),
} as const satisfies EndpointDef;

export const exchange = {
  method: 'POST',
  path: '/api/wallet/v1/exchange',
  money: true,
  reply: anything,
} as const satisfies EndpointDef;

export const walletWithdrawal = {
  method: 'GET',
  path: '/api/wallet/v1/walletWithdrawal',
  reply: arrayOf(
    obj<WalletWithdrawal>({
      currency: str,
      withdrawableBalance: num,
      minAmount: num,
      maxAmount: num,
    }),
  ),
} as const satisfies EndpointDef;

export const withdrawAccountList = {
  method: 'GET',
  path: '/api/memberWithdrawAccount/v1/list',
  reply: arrayOf(withdrawAccount),
} as const satisfies EndpointDef;

/** CHOICE (spec 7 shows only the list): saves a new withdraw account of the player. */
export const addWithdrawAccount = {
  method: 'POST',
  path: '/api/memberWithdrawAccount/v1/add',
  choice: true,
  reply: withdrawAccount,
} as const satisfies EndpointDef;

export const deposit = {
  method: 'POST',
  path: '/api/recharge/v1/create',
  choice: true,
  money: true,
  reply: depositOrder,
} as const satisfies EndpointDef;

/**
 * CHOICE (spec 7 shows no call to read one order): a deposit order by number, what the payment
 * page polls until the order is paid or expired. Answers the player's own orders only.
 */
export const depositDetail = {
  method: 'GET',
  path: '/api/recharge/v1/detail/{orderNo}',
  choice: true,
  reply: depositOrder,
} as const satisfies EndpointDef;

export const withdraw = {
  method: 'POST',
  path: '/api/withdraw/v1/apply',
  choice: true,
  money: true,
  reply: obj<WithdrawOrder>({
    orderNo: str,
    status: num,
    amount: num,
    currency: str,
    fee: num,
    createTime: num,
  }),
} as const satisfies EndpointDef;
