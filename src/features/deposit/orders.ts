import { createDeposit } from '../../api/cashier';
import { RechargeStatus, type DepositOrder, type DepositPayload } from '../../api/contract';
import { forgetIntent, moneyAction } from '../../api/idempotency';
import { isSafeExternalUrl } from '../../lib/url';

/**
 * The intent of one deposit: same method, currency and amount is the same intent, so a tap burst
 * (ten rapid taps on "Depositar com Pix") sends one request, and a retry after a failed answer
 * reuses its Idempotency-Key (src/api/idempotency.ts).
 */
export function depositIntent({ payMethod, currency, amount }: DepositPayload): string {
  return `deposit:${payMethod}:${currency}:${amount}`;
}

/**
 * Creates a deposit order (POST recharge/v1/create) as a money action: while one is pending for
 * the same intent, further calls return the same promise and send nothing. Silent: a refusal
 * (2004 minimum, 2009 method unavailable, ...) rejects with the ApiError and the form shows the
 * server's message in place instead of a toast.
 */
export function placeDeposit(payload: DepositPayload): Promise<DepositOrder> {
  return moneyAction(depositIntent(payload), (idempotencyKey) =>
    createDeposit(payload, { idempotencyKey, silent: true }),
  );
}

/** The player changed the amount, method or currency: an unsent intent's key is dropped. */
export function forgetDeposit(payload: DepositPayload): void {
  forgetIntent(depositIntent(payload));
}

/** Where an order stands for the payment view (spec 3 recharge status, plus the expiry). */
export type OrderPhase = 'waiting' | 'paid' | 'failed' | 'expired';

/** An order's phase at `at`: paid or failed as the server says, else expired past its time. */
export function orderPhase(
  order: Pick<DepositOrder, 'status' | 'expireTime'>,
  at: number,
): OrderPhase {
  if (order.status === RechargeStatus.success) return 'paid';
  if (order.status === RechargeStatus.fail) return 'failed';
  return order.expireTime > at ? 'waiting' : 'expired';
}

/**
 * What the payment view needs from the order for its method, or null when the order did not
 * bring it (a method the provider does not serve): a Pix code, a crypto address, a card page.
 */
export function paymentTarget(order: DepositOrder): string | null {
  const value =
    order.payMethod === 1 ? order.brCode : order.payMethod === 2 ? order.address : order.payUrl;
  if (typeof value !== 'string' || value.trim() === '') return null;
  // The card page opens in a new tab: only an http(s) address with a host (never javascript:).
  if (order.payMethod === 3 && !isSafeExternalUrl(value)) return null;
  return value;
}
