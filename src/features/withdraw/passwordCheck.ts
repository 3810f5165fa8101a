import { isApiError } from '../../api/errors';
import { checkPassword } from '../../api/passwordCheck';
import { t } from '../../i18n/t';
import { sessionScoped } from '../../state/session';
import '../../i18n/messages/withdraw';

/**
 * Business codes of the password check before a withdrawal (the mock world's CHOICE codes,
 * mocks/world/codes.ts; spec 8 leaves every code but 200 and the session ones to the operator).
 */
export const WithdrawPasswordCode = {
  /** Not the player's password. */
  wrong: 2030,
  /** Too many wrong ones in a row: withdrawals are locked for a while (the apply answers it too). */
  locked: 2031,
} as const;

/**
 * What the check said: `ok`, or why not. `wrong`: try again (the field keeps the focus);
 * `locked`: no more tries for now; `failed`: no answer or another refusal, nothing was sent
 * and the player may try again.
 */
export type PasswordCheck =
  { ok: true } | { ok: false; kind: 'wrong' | 'locked' | 'failed'; text: string };

let checking: Promise<PasswordCheck> | null = null;

/**
 * Checks the player's account password before a withdrawal is sent (CHOICE call POST
 * member/v1/checkPassword). One check at a time: while one is pending, a second tap gets the
 * same promise and sends nothing. Refusals are explained here in pt-BR, never toasted (the
 * password step shows them under its field). The password only travels in the request body: it
 * is not kept, cached or logged here.
 */
export function verifyWithdrawPassword(password: string): Promise<PasswordCheck> {
  checking ??= checkPassword({ password }, { silent: true })
    .then((): PasswordCheck => ({ ok: true }), explainPasswordFailure)
    .finally(() => {
      checking = null;
    });
  return checking;
}

/** Why the check did not pass, in pt-BR. */
export function explainPasswordFailure(error: unknown): PasswordCheck {
  if (isApiError(error) && error.kind === 'business') {
    if (error.code === WithdrawPasswordCode.wrong) {
      return { ok: false, kind: 'wrong', text: t('withdraw.password.wrong') };
    }
    if (error.code === WithdrawPasswordCode.locked) {
      return { ok: false, kind: 'locked', text: t('withdraw.password.locked') };
    }
    return { ok: false, kind: 'failed', text: error.message || t('withdraw.password.failed') };
  }
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return { ok: false, kind: 'failed', text: t('withdraw.password.network') };
  }
  return { ok: false, kind: 'failed', text: t('withdraw.password.failed') };
}

sessionScoped(() => {
  checking = null;
});
