import type { MyRewards } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { roundBalance } from '../../lib/money';

/*
 * The welfare centre's rules (spec 2 /welfareCenter, spec 7 "Activity": my rewards,
 * withdrawToWallet). Invite rewards accumulate here and move to the wallet on the player's tap.
 */

/**
 * What "Transferir para a carteira" sends: everything available, rounded DOWN to the currency's
 * 2 places (spec 5: never more than the player has). CHOICE: no amount field; a part of the
 * rewards left behind has no use (the wallet is where money is played or withdrawn), and the
 * spec names no minimum. 0 when nothing can be moved (the button is then disabled).
 * The amount is never clamped to what the server has: if it moved on (another device), the
 * server refuses (3002 / 2002) and the page reads the balance again.
 */
export function transferAmount(rewards: Pick<MyRewards, 'available'> | undefined): number {
  if (!rewards) return 0;
  const amount = roundBalance(rewards.available, 2);
  return amount > 0 ? amount : 0;
}

/**
 * The money-action intent of one transfer (`moneyAction`): a double tap, or a retry of the same
 * amount, is the same intent and sends one request with one Idempotency-Key; a new balance is a
 * new intent.
 */
export function transferIntent(amount: number): string {
  return `welfare:withdrawToWallet:${amount.toFixed(2)}`;
}

/** Whether the player has earned anything yet (zeros are data: the page says how to earn). */
export function hasEarned(rewards: Pick<MyRewards, 'totalReward'> | undefined): boolean {
  return rewards !== undefined && rewards.totalReward > 0;
}

/**
 * Why a transfer was refused, for the player: the server's message (spec 8 `msg`, already pt-BR
 * or our own text for a failure without one, api/errors.ts), else `fallback`.
 */
export function refusalReason(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return fallback;
}
