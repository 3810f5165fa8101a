import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Chip } from '../../../ui/Chip/Chip';
import { decimalsOf } from '../methods';
import * as styles from './AmountChips.css';
import '../../../i18n/messages/deposit';

type AmountChipsProps = {
  /** The channel's quick amounts for the currency, ascending. */
  amounts: readonly number[];
  symbol: string;
  /** The amount in the field now, if it is one of the chips (marks it pressed). */
  selected: number | undefined;
  onPick: (amount: number) => void;
};

/**
 * Quick amounts (channel config, CHOICE): a tap puts the amount in the field, which still
 * checks it like a typed one. Each chip shows as many decimals as it has ("R$ 20", "BTC 0,005").
 */
export function AmountChips({ amounts, symbol, selected, onPick }: AmountChipsProps) {
  if (amounts.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('deposit.chips.label')}>
      {amounts.map((amount) => (
        <li key={amount}>
          <Chip shape="tile" pressed={selected === amount} onClick={() => onPick(amount)}>
            {formatCurrency(amount, symbol, decimalsOf(amount))}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
