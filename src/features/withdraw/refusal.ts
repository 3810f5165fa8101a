import { isApiError } from '../../api/errors';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import '../../i18n/messages/withdraw';

/**
 * Business codes of a withdrawal refusal (the mock world's CHOICE codes, mocks/world/codes.ts;
 * spec 8 leaves every code but 200 and the session ones to the operator).
 */
export const WithdrawRefusalCode = {
  invalidAmount: 2001,
  insufficientBalance: 2002,
  unknownCurrency: 2003,
  belowMinimum: 2004,
  aboveMaximum: 2005,
  wageringPending: 2006,
  unknownAccount: 2007,
  tooManyDecimals: 2010,
  idempotencyConflict: 2012,
  /** Withdrawals locked after too many wrong passwords (passwordCheck.ts). */
  locked: 2031,
} as const;

/** Codes whose own explanation the app words (the others show the server's message). */
const EXPLAINED: Partial<Record<number, MessageKey>> = {
  [WithdrawRefusalCode.wageringPending]: 'withdraw.refused.wagering',
  [WithdrawRefusalCode.insufficientBalance]: 'withdraw.refused.balance',
  [WithdrawRefusalCode.unknownAccount]: 'withdraw.refused.account',
  [WithdrawRefusalCode.unknownCurrency]: 'withdraw.refused.currency',
  [WithdrawRefusalCode.idempotencyConflict]: 'withdraw.refused.conflict',
  [WithdrawRefusalCode.locked]: 'withdraw.password.locked',
};

export type WithdrawFailure = {
  /**
   * `refused`: the server said no, nothing left the wallet. `unsure`: no answer came back (no
   * connection, timeout, server error), so the same request may be sent again: it carries the
   * same idempotency key and the server runs it at most once (api/idempotency.ts).
   */
  kind: 'refused' | 'unsure';
  /** The pt-BR explanation; the screen adds the requested and withdrawable amounts. */
  text: string;
  /** The business code, when the server sent one. */
  code?: number;
};

/**
 * Explains why a withdrawal did not go through, in pt-BR (refusals, 2006 and the rest, explained
 * with both amounts; the amounts themselves come from the screen, which knows what was asked and
 * re-reads what can be withdrawn).
 */
export function explainWithdrawFailure(error: unknown): WithdrawFailure {
  if (!isApiError(error)) return { kind: 'unsure', text: t('withdraw.failed.unknown') };
  if (error.kind === 'business') {
    const key = error.code === undefined ? undefined : EXPLAINED[error.code];
    const text = key ? t(key) : error.message || t('withdraw.failed.unknown');
    return error.code === undefined
      ? { kind: 'refused', text }
      : { kind: 'refused', text, code: error.code };
  }
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { kind: 'unsure', text: t('withdraw.failed.network') };
  }
  return { kind: 'unsure', text: t('withdraw.failed.unknown') };
}

/** Whether the refusal means the withdrawable figure on screen is out of date (re-read it). */
export function staleWithdrawable(failure: WithdrawFailure): boolean {
  return (
    failure.code === WithdrawRefusalCode.wageringPending ||
    failure.code === WithdrawRefusalCode.insufficientBalance
  );
}
