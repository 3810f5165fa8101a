import { addWithdrawAccount, applyWithdraw } from '../../api/cashier';
import type {
  AddWithdrawAccountPayload,
  WithdrawAccount,
  WithdrawOrder,
  WithdrawPayload,
} from '../../api/contract';
import { forgetIntent, moneyAction } from '../../api/idempotency';
import { sessionScoped } from '../../state/session';
import { refreshWallet } from '../../state/wallet';

/**
 * The player's intent: one account, one currency, one amount. Changing any of them is a new
 * intent with a new idempotency key; the same one again (a retry after no answer) reuses the key.
 */
export function withdrawIntent({ accountId, currency, amount }: WithdrawPayload): string {
  return `withdraw:${accountId}:${currency}:${amount}`;
}

/**
 * POST /api/withdraw/v1/apply (spec 7 withdraw; CHOICE path) as a money action: while it is
 * pending, any further call for the same intent returns the same promise and sends nothing, so
 * ten rapid taps on "Confirmar saque" send one request. The refusal rejects with the ApiError and
 * no toast: the screen explains it in place. On success the wallet is refreshed (the money leaves
 * at once; the socket's balance message may come first or not at all).
 */
export function submitWithdraw(payload: WithdrawPayload): Promise<WithdrawOrder> {
  return moneyAction(withdrawIntent(payload), async (idempotencyKey) => {
    const order = await applyWithdraw(payload, { idempotencyKey, silent: true });
    void refreshWallet();
    return order;
  });
}

/** The player edits the amount or the account: the unsent intent's key is not kept. */
export function dropWithdrawIntent(payload: WithdrawPayload): void {
  forgetIntent(withdrawIntent(payload));
}

let saving: Promise<WithdrawAccount> | null = null;

/**
 * POST memberWithdrawAccount/add (CHOICE endpoint). Not a money action (nothing moves), but a
 * double tap must not save the account twice: while one save is pending the same promise is
 * returned. Refusals reject with the ApiError and no toast (the form places them).
 */
export function saveWithdrawAccount(payload: AddWithdrawAccountPayload): Promise<WithdrawAccount> {
  saving ??= addWithdrawAccount(payload, { silent: true }).finally(() => {
    saving = null;
  });
  return saving;
}

sessionScoped(() => {
  saving = null;
});
