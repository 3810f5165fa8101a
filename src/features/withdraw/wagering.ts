import { CodingStatus, type WageringRecord } from '../../api/contract';
import type { MessageKey } from '../../i18n/pt-BR';
import { roundBalance } from '../../lib/money';
import { minus } from './exact';
import '../../i18n/messages/withdraw';

/** Spec 3 coding (wagering) statuses 1 waiting, 2 in progress, 3 reset, 4 complete. */
export type CodingStatusCode = (typeof CodingStatus)[keyof typeof CodingStatus];

const STATUS_LABEL: Record<CodingStatusCode, MessageKey> = {
  1: 'withdraw.wagering.status.1',
  2: 'withdraw.wagering.status.2',
  3: 'withdraw.wagering.status.3',
  4: 'withdraw.wagering.status.4',
};

/** The message key of a coding status; an unknown code reads as waiting (it still holds money). */
export function codingStatusKey(status: number): MessageKey {
  return STATUS_LABEL[status as CodingStatusCode] ?? STATUS_LABEL[1];
}

/** Whether a requirement still holds money back: waiting or in progress (spec 3 codes 1 and 2). */
export function isDue(record: WageringRecord): boolean {
  return record.status === CodingStatus.waiting || record.status === CodingStatus.inProgress;
}

export type WageringProgress = {
  /** Bet so far, never more than required. */
  done: number;
  required: number;
  /** What is left to bet (0 once complete or reset). */
  left: number;
  /** Whole percent, rounded down so 99.9 % never reads as done; 100 when complete. */
  percent: number;
};

/** How far a requirement is, in the currency's accuracy (spec 5: rounded down). */
export function wageringProgress(record: WageringRecord, accuracy = 2): WageringProgress {
  const required = Math.max(0, roundBalance(record.requiredAmount, accuracy));
  const complete = record.status === CodingStatus.complete;
  const done = complete
    ? required
    : Math.min(required, Math.max(0, roundBalance(record.finishedAmount, accuracy)));
  const left = isDue(record) ? minus(required, done, accuracy) : 0;
  const percent = required === 0 || complete ? 100 : Math.floor((done / required) * 100);
  return { done, required, left, percent: Math.min(100, percent) };
}

export type WithdrawableBreakdown = {
  balance: number;
  /** What pending wagering keeps in the wallet: balance minus the withdrawable part. */
  held: number;
  withdrawable: number;
};

/**
 * The balance split the way the withdraw page explains it: what can be withdrawn now (the
 * server's walletWithdrawal figure: the balance minus wagering still due) and what pending wagering
 * holds. The held part is derived from the two server figures rather than summed from the wagering
 * page, which is paged and may not list every requirement. Rounded down (spec 5).
 */
export function withdrawableBreakdown(
  balance: number,
  withdrawable: number,
  accuracy = 2,
): WithdrawableBreakdown {
  const safeBalance = Math.max(0, roundBalance(balance, accuracy));
  const safeWithdrawable = Math.min(safeBalance, Math.max(0, roundBalance(withdrawable, accuracy)));
  return {
    balance: safeBalance,
    held: minus(safeBalance, safeWithdrawable, accuracy),
    withdrawable: safeWithdrawable,
  };
}
