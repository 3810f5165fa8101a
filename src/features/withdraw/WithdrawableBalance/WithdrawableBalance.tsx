import { useId } from 'react';
import { t } from '../../../i18n/t';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { formatCurrency } from '../../../lib/money';
import { Money } from '../../../ui/Money/Money';
import type { WithdrawableBreakdown } from '../wagering';
import * as shared from '../shared.css';
import * as styles from './WithdrawableBalance.css';
import '../../../i18n/messages/withdraw';

type WithdrawableBalanceProps = {
  /** The balance split of the chosen account's currency (`withdrawableBreakdown`). */
  split: WithdrawableBreakdown;
  display: CurrencyDisplay;
};

/**
 * The first thing /withdraw says: how much can be withdrawn now, in the chosen account's
 * currency, and in one line how much of the wallet rollover still holds (the requirements
 * themselves are listed further down). Two lines of text at most, so the amount field stays
 * on the first screen of a phone.
 */
export function WithdrawableBalance({ split, display }: WithdrawableBalanceProps) {
  const titleId = useId();
  const { symbol, decimals } = display;
  const money = (amount: number) => formatCurrency(amount, symbol, decimals);
  return (
    <section className={`${shared.card} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.label}>
        {t('withdraw.wagering.withdrawable')}
      </h2>
      <Money
        amount={split.withdrawable}
        symbol={symbol}
        decimals={decimals}
        size="lg"
        tone="success"
      />
      <p className={shared.note}>
        {split.held > 0
          ? t('withdraw.balance.held', { balance: money(split.balance), held: money(split.held) })
          : t('withdraw.balance.free')}
      </p>
    </section>
  );
}
