import { formatCurrency } from '../../../lib/money';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { money } from '../../../ui/Money/Money.css';

type SignedAmountProps = {
  amount: number;
  display: CurrencyDisplay;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * An account change with its sign, so money in and out differ in words, not only in colour:
 * '+R$ 12,50' (success colour) or '-R$ 3,00' (spec 5 formatting, non-breaking space after the
 * symbol). An amount that rounds to zero shows without a sign.
 */
export function SignedAmount({ amount, display, size = 'md' }: SignedAmountProps) {
  const text = formatCurrency(amount, display.symbol, display.decimals);
  const credit = amount > 0 && /[1-9]/.test(text);
  return (
    <span className={money({ tone: credit ? 'success' : 'default', size })}>
      {credit ? `+${text}` : text}
    </span>
  );
}
