import { useId } from 'react';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { Money } from '../../../ui/Money/Money';
import { ResultPanel } from '../../../ui/ResultPanel/ResultPanel';
import type { ExchangeSide } from '../exchangePairs';
import * as styles from './ExchangeDone.css';
import '../../../i18n/messages/exchange';

type ExchangeDoneProps = {
  /** What left the source ("R$ 100,00"): the amount sent, known exactly. */
  sent: string;
  /** The destination currency's code. */
  destination: string;
  /** The two wallets of the conversion as the server has them now. */
  balances: readonly ExchangeSide[];
  /**
   * The state of the wallets read after the conversion: `ready` shows the balances; otherwise
   * they are not shown at all (the old ones would be wrong now).
   */
  refresh: 'ready' | 'loading' | 'failed';
  onRefresh: () => void;
  onAgain: () => void;
};

/**
 * The conversion went through: said as a heading that takes focus (screen readers hear it),
 * then the two balances as the server has them after it (both changed: spec 7 exchange).
 */
export function ExchangeDone({
  sent,
  destination,
  balances,
  refresh,
  onRefresh,
  onAgain,
}: ExchangeDoneProps) {
  const balancesId = useId();
  return (
    <ResultPanel
      title={t('exchange.done.title')}
      text={t('exchange.done.summary', { sent, currency: destination })}
      actions={
        <Button block onClick={onAgain}>
          {t('exchange.done.again')}
        </Button>
      }
    >
      <section className={styles.balances} aria-labelledby={balancesId}>
        <h3 id={balancesId} className={styles.balancesTitle}>
          {t('exchange.done.balances')}
        </h3>
        {refresh === 'ready' ? (
          <ul className={styles.list}>
            {balances.map((side) => (
              <li key={side.currency} className={styles.row}>
                <span className={styles.code}>{side.currency}</span>
                <Money amount={side.balance} symbol={side.symbol} decimals={side.decimals} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.refresh} role="status">
            {refresh === 'loading'
              ? t('exchange.done.refreshing')
              : t('exchange.done.refreshFailed')}
          </p>
        )}
        {refresh === 'failed' && (
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            {t('common.retry')}
          </Button>
        )}
      </section>
    </ResultPanel>
  );
}
