/*
 * Account changes, transfers, wagering and order records (spec 7) and their queries.
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { PixKeyType } from './cashier';
import type { PagedQuery } from './transport';

/** CHOICE: rows of the record pages. */
export type TransferRecord = {
  id: number;
  currency: string;
  amount: number;
  status: number;
  createTime: number;
};

export type WageringRecord = {
  id: number;
  currency: string;
  requiredAmount: number;
  finishedAmount: number;
  /** Spec 3 coding states 1-4 (`CodingStatus`). */
  status: number;
  /** CHOICE (the mock answers it): what created the requirement ("Bônus de depósito"). */
  sourceName?: string;
};

export type AccountChangeRecord = {
  id: number;
  currency: string;
  amount: number;
  /** Spec 3 main business types 1-6. */
  businessType: number;
  subBusinessType: number;
  createTime: number;
  /**
   * CHOICE: the server's names of the two types, in the player's language (`lang` header).
   * Spec 3 does not list the sub types, so the app can only label them from here.
   */
  businessName?: string;
  subBusinessName?: string;
};

/**
 * CHOICE: a deposit order as the order list shows it (spec 3 recharge status 1 unpay, 2 fail,
 * 3 success; payment methods 1 pix, 2 crypto wallet, 3 bank card).
 */
export type RechargeOrderRow = {
  id: number;
  orderNo: string;
  status: number;
  amount: number;
  currency: string;
  payMethod: number;
  /** Bonus credited with the deposit (0 when none). */
  bonusAmount: number;
  createTime: number;
  /** When it succeeded or failed; null while unpaid. */
  finishTime: number | null;
  /**
   * CHOICE: when an unpaid order stops being payable (a Pix code lives 15 minutes, as on the
   * payment page); past it the order reads as expired, never as still awaiting payment. A server
   * that leaves it out gets unpaid orders read as awaiting payment.
   */
  expireTime?: number | null;
};

/** CHOICE: a withdraw order as the order list shows it (spec 3 withdraw status 1-3). */
export type WithdrawOrderRow = {
  id: number;
  orderNo: string;
  status: number;
  amount: number;
  fee: number;
  currency: string;
  /** Spec 3 withdraw account types 1 bank card, 2 crypto wallet. */
  accountType: number;
  /** The destination, masked by the server. */
  accountNo: string;
  /**
   * CHOICE: the kind of Pix key of a type 1 destination (null for a bank account), and the
   * network of a type 2 wallet, so the row names the method ("Pix · CPF"). A server that leaves
   * them out gets the kind read from the number's shape (features/withdraw/accountMask.ts).
   */
  pixKeyType?: PixKeyType | null;
  network?: string | null;
  createTime: number;
  finishTime: number | null;
  /** Why it was rejected (status 2); '' otherwise. */
  remark: string;
};

/** CHOICE: order list query: the record query plus an optional status (1-3). */
export type OrderQuery = RecordQuery & { status?: number };

/** Paged message query: CHOICE `timeFilter` in days (spec 3 time filters 0, 7, 30, 60). */
export type RecordQuery = PagedQuery<{ currency?: string; timeFilter?: number }>;
