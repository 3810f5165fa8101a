/*
 * Deposit, withdraw and exchange (spec 7): payloads, orders, withdraw accounts.
 * Part of the API contract; import it through src/api/contract.ts.
 */

/** CHOICE: one exchange pair and its rate (1 source = rate destination). */
export type ExchangeRate = { sourceCurrency: string; destinationCurrency: string; rate: number };

export type ExchangePayload = {
  sourceCurrency: string;
  destinationCurrency: string;
  balance: number;
};

/** CHOICE: what can be withdrawn, per currency. */
export type WalletWithdrawal = {
  currency: string;
  withdrawableBalance: number;
  minAmount: number;
  maxAmount: number;
};

/** CHOICE: the kind of key of a Pix account (a type 1 account: Brazil's bank payouts are Pix). */
export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';

/**
 * CHOICE: a saved withdraw account (spec 3 withdraw account types 1 bank card or Pix key,
 * 2 crypto wallet). Beyond id, type, accountNo and name, what the mock answers (CHOICE):
 * `currency` the account is paid in (Pix: BRL; a wallet: its coin), `pixKeyType` (type 1; null
 * for a card without a key), `network` (type 2, e.g. TRC20), `isDefault` (picked first), and
 * `fee`: what a withdrawal to it costs in its currency, taken out of the amount (absent: none).
 * `name` is the holder (Pix: the player's registered name) or the wallet's label.
 */
export type WithdrawAccount = {
  id: number;
  type: 1 | 2;
  accountNo: string;
  name: string;
  currency: string;
  pixKeyType: PixKeyType | null;
  network: string | null;
  isDefault: boolean;
  fee?: number;
};

/**
 * CHOICE: POST /api/memberWithdrawAccount/v1/add, a new saved account of the player; answers
 * the saved `WithdrawAccount`. A type 1 account needs `pixKeyType`; a CPF key must be the
 * player's own CPF (the server compares it with the registered one). Type 2 needs `network`.
 */
export type AddWithdrawAccountPayload = {
  type: 1 | 2;
  currency: string;
  accountNo: string;
  pixKeyType?: PixKeyType;
  network?: string;
};

/** CHOICE: deposit request (spec 3 payment methods 1 pix, 2 crypto wallet, 3 bank card). */
export type DepositPayload = { amount: number; currency: string; payMethod: 1 | 2 | 3 };

/**
 * CHOICE: a deposit order as created (POST recharge/v1/create) and as read back (GET
 * recharge/v1/detail/{orderNo}): `status` is spec 3's recharge status (1 unpay, 2 fail,
 * 3 success). What the payment page shows comes with it:
 * - `brCode`: the Pix "copia e cola" (EMV BR Code with its CRC16), null for other methods;
 * - `address` and `network`: where a crypto wallet deposit is sent, null for other methods;
 * - `payUrl`: the provider's page where a bank card is paid (also given for the others);
 * - `expireTime`: epoch ms after which the code, address or page no longer takes the payment;
 * - `bonusAmount` and `bonusStep`, once paid: the bonus credited with this deposit (as the order
 *   list's `bonusAmount`; 0 or absent: none) and which of the four-step deposits earned it (1-4;
 *   absent when the server does not say). Without them the paid page names no bonus: it never
 *   shows one that was not credited.
 */
export type DepositOrder = {
  orderNo: string;
  payUrl: string;
  status: number;
  amount: number;
  currency: string;
  payMethod: 1 | 2 | 3;
  brCode: string | null;
  address: string | null;
  network: string | null;
  expireTime: number;
  bonusAmount?: number;
  bonusStep?: number;
};

/** CHOICE: withdraw request to a saved account. */
export type WithdrawPayload = { amount: number; currency: string; accountId: number };

/**
 * CHOICE: the created withdraw order (spec 3 withdraw status 1 audit, 2 reject, 3 success) with
 * what the mock answers beyond orderNo and status: the amount taken from the wallet, its
 * currency, the fee taken out of it, and when it was created (epoch ms).
 */
export type WithdrawOrder = {
  orderNo: string;
  status: number;
  amount: number;
  currency: string;
  fee: number;
  createTime: number;
};
