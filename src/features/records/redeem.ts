import { redeemCode } from '../../api/activities';
import type { ClaimResult } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { moneyAction } from '../../api/idempotency';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { refreshWallet } from '../../state/wallet';
import '../../i18n/messages/records';

/** CHOICE: a redemption code is 1 to 32 letters and digits (spec 7 `use/{code}` is a path). */
export const CODE_MAX_LENGTH = 32;
const CODE_PATTERN = /^[A-Za-z0-9]+$/;

/**
 * CHOICE: the business codes of a refused code, as the contract's error table fixes them
 * (mocks/world/README.md "Business codes"): 3001 this player already took it, 3003 unknown,
 * 3004 expired, 3005 used up.
 */
export const RedemptionRefusal = {
  alreadyRedeemed: 3001,
  invalid: 3003,
  expired: 3004,
  usedUp: 3005,
} as const;

const REFUSAL_MESSAGES: Record<number, MessageKey> = {
  [RedemptionRefusal.alreadyRedeemed]: 'records.code.alreadyRedeemed',
  [RedemptionRefusal.invalid]: 'records.code.invalid',
  [RedemptionRefusal.expired]: 'records.code.expired',
  [RedemptionRefusal.usedUp]: 'records.code.used',
};

/** What is typed, as it is sent: spaces around and inside (a pasted "ABC 123") dropped. */
export function cleanCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Why a typed code cannot be sent yet, or null when it can. */
export function codeError(code: string): string | null {
  if (code === '') return t('records.code.required');
  if (!CODE_PATTERN.test(code)) return t('records.code.format');
  return null;
}

/**
 * What the player is told when the code is refused. `onField`: it is about the code itself
 * (invalid, expired, used, already redeemed: shown under the field, in our own clear pt-BR
 * words); otherwise it is about the request (no connection, timeout, another server message).
 */
export function refusalText(error: unknown): { text: string; onField: boolean } {
  if (isApiError(error)) {
    const key = error.code === undefined ? undefined : REFUSAL_MESSAGES[error.code];
    if (key) return { text: t(key), onField: true };
    return { text: error.message, onField: false };
  }
  return { text: t('api.error.generic'), onField: false };
}

/**
 * Redeems a code (POST redemptionCode/use/{code}), a money action: ten taps on "Resgatar", or a
 * retry after a timeout, send it once per intent (`moneyAction`: in-flight guard plus the
 * Idempotency-Key the retries reuse). On success the wallet is refreshed in the background. A
 * refusal rejects with the ApiError and shows no toast: the page shows it in place.
 */
export function redeem(code: string): Promise<ClaimResult> {
  return moneyAction(`redeem:${code}`, async (idempotencyKey) => {
    const result = await redeemCode(code, { idempotencyKey, silent: true });
    void refreshWallet();
    return result;
  });
}
