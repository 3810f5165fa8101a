import { formatCurrency } from '../../lib/money';
import { t } from '../../i18n/t';
import * as styles from './Money.css';

type MoneyProps = {
  amount: number;
  /** Currency symbol shown before the amount (default R$, spec 1). */
  symbol?: string;
  /** Decimal places, usually the currency's accuracy (default 2, spec 5). */
  decimals?: number;
  /** reward is gold, for prizes and bonuses. */
  tone?: 'default' | 'reward' | 'success' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Balance privacy: shows the symbol and dots, and tells screen readers the value is hidden. */
  hidden?: boolean;
};

const MASK = '••••';

/**
 * An amount of money in pt-BR format with its symbol ('R$ 1.234,56', non-breaking space).
 * Figures are tabular so a changing amount keeps its width. A hidden amount never reaches the
 * DOM, not even for screen readers, which hear 'Valor oculto' instead.
 */
export function Money({
  amount,
  symbol = 'R$',
  decimals = 2,
  tone = 'default',
  size = 'md',
  hidden = false,
}: MoneyProps) {
  const className = styles.money({ tone, size });
  const text = formatCurrency(amount, symbol, decimals);
  if (hidden || !text) {
    const spoken = hidden ? t('money.hidden') : t('money.unavailable');
    const shown = hidden ? `${symbol ? `${symbol}\u00a0` : ''}${MASK}` : '—';
    return (
      <span className={className}>
        <span aria-hidden="true">{shown}</span>
        <span className="visually-hidden">{spoken}</span>
      </span>
    );
  }
  return <span className={className}>{text}</span>;
}
