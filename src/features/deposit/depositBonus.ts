import { RechargeStatus, type DepositOrder } from '../../api/contract';
import { t } from '../../i18n/t';
import { FOUR_STEPS } from './fourStep';
import '../../i18n/messages/deposit';

/** A bonus credited with a deposit, and its words given the amount as text. */
export type CreditedBonus = { amount: number; say: (amount: string) => string };

/**
 * The bonus a paid order says was credited with it: "+ R$ 50,00 de bônus do 1º depósito" when
 * the server names the four-step deposit that earned it (spec 3: each of the first four deposits
 * earns its step's rate, up to its cap), else "+ R$ 50,00 de bônus de depósito". Null unless the
 * order is paid and names a bonus above zero: a bonus that was not credited is never shown, and
 * none is worked out here from the offer's rules (the server knows what it paid).
 */
export function creditedBonus(
  order: Pick<DepositOrder, 'status' | 'bonusAmount' | 'bonusStep'>,
): CreditedBonus | null {
  const amount = order.bonusAmount;
  if (order.status !== RechargeStatus.success || amount === undefined || !(amount > 0)) {
    return null;
  }
  const step = order.bonusStep;
  if (step !== undefined && Number.isInteger(step) && step >= 1 && step <= FOUR_STEPS) {
    return { amount, say: (text) => t('deposit.pay.bonus.step', { amount: text, number: step }) };
  }
  return { amount, say: (text) => t('deposit.pay.bonus', { amount: text }) };
}
