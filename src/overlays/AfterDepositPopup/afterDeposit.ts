import { proxy, useSnapshot } from 'valtio';
import { openOverlay } from '../../state/overlays';
import { sessionScoped } from '../../state/session';

/** What the deposit flow knows about an order when the after-deposit pop-up opens. */
export type DepositOutcome = {
  orderNo: string;
  amount: number;
  currency: string;
  /** `pending`: the Pix was sent but the payment is not confirmed yet. */
  status: 'success' | 'pending';
  /** What the paid order says was credited with it (DepositOrder): the pop-up names it. */
  bonusAmount?: number;
  bonusStep?: number;
  /** The player's first paid deposit: the pop-up then offers the second (NextDepositOffer). */
  first?: boolean;
};

/**
 * Deposit outcomes by order number. The overlays store opens the pop-up with `{ orderNo }` only
 * and no call answers one order, so the deposit flow hands the amount and status over here
 * (CHOICE), and flips a pending order with `confirmDeposit` when the payment lands.
 */
const outcomes = proxy<{ byOrder: Record<string, DepositOutcome> }>({ byOrder: {} });

/** Opens the after-deposit pop-up for an order. */
export function showAfterDeposit(outcome: DepositOutcome): void {
  outcomes.byOrder[outcome.orderNo] = { ...outcome };
  openOverlay('afterDeposit', { orderNo: outcome.orderNo });
}

/** The payment of a pending order was confirmed: an open pop-up turns to its success look. */
export function confirmDeposit(orderNo: string): void {
  const outcome = outcomes.byOrder[orderNo];
  if (outcome) outcome.status = 'success';
}

/** The outcome handed over for an order, if any; re-renders when it is confirmed. */
export function useDepositOutcome(orderNo: string | undefined): DepositOutcome | undefined {
  const snapshot = useSnapshot(outcomes);
  return orderNo === undefined ? undefined : snapshot.byOrder[orderNo];
}

sessionScoped(() => {
  outcomes.byOrder = {};
});
