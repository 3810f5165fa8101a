import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import '../../../i18n/messages/vip';

/** "Faltam R$ 22.549,20 em apostas e R$ 1.800,00 em depósitos para o VIP 4." */
export function missingText(name: string, bet: number, deposit: number, met: boolean): string {
  if (met) return t('vip.standing.met', { name });
  const betText = formatCurrency(bet);
  const depositText = formatCurrency(deposit);
  if (bet > 0 && deposit > 0) {
    return t('vip.standing.missingBoth', { bet: betText, deposit: depositText, name });
  }
  if (deposit > 0) return t('vip.standing.missingDeposit', { deposit: depositText, name });
  return t('vip.standing.missingBet', { bet: betText, name });
}
