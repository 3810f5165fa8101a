import { useId } from 'react';
import { CodingStatus, type WageringRecord } from '../../../api/contract';
import { t } from '../../../i18n/t';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { formatCurrency } from '../../../lib/money';
import { Button } from '../../../ui/Button/Button';
import { Money } from '../../../ui/Money/Money';
import { ProgressBar, type ProgressBarProps } from '../../../ui/ProgressBar/ProgressBar';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { codingStatusKey, wageringProgress, withdrawableBreakdown } from '../wagering';
import * as shared from '../shared.css';
import * as styles from './WageringStatus.css';
import '../../../i18n/messages/withdraw';

type WageringStatusProps = {
  /** The wallet balance of the currency (summaryList). */
  balance: number;
  /** What can be withdrawn now (walletWithdrawal). */
  withdrawable: number;
  display: CurrencyDisplay;
  /** The coding requirements of the currency; undefined while they load. */
  records: readonly WageringRecord[] | undefined;
  /** The records failed to load: a retry in place of the list. */
  failed?: boolean;
  onRetry?: () => void;
  /**
   * Whether the balance split (balance, held, withdrawable) heads the list; false where the page
   * shows it already (/withdraw says what can be withdrawn first, above the amount).
   */
  showSplit?: boolean;
};

/**
 * Why only part of the balance can be withdrawn (the withdrawable part is the balance minus the
 * wagering still due): the balance, what rollover holds and what is free, then each coding
 * requirement with its spec 3 status (1 waiting, 2 in progress, 3 reset, 4 complete) and a progress
 * bar of what was bet against what is required.
 */
export function WageringStatus({
  balance,
  withdrawable,
  display,
  records,
  failed = false,
  onRetry,
  showSplit = true,
}: WageringStatusProps) {
  const titleId = useId();
  const { symbol, decimals } = display;
  const split = withdrawableBreakdown(balance, withdrawable, decimals);
  const money = (amount: number) => <Money amount={amount} symbol={symbol} decimals={decimals} />;
  return (
    <section className={shared.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.cardTitle}>
        {t('withdraw.wagering.title')}
      </h2>
      {showSplit && (
        <dl className={shared.rows}>
          <div className={shared.row}>
            <dt className={shared.rowLabel}>{t('withdraw.wagering.balance')}</dt>
            <dd className={shared.rowValue}>{money(split.balance)}</dd>
          </div>
          <div className={shared.row}>
            <dt className={shared.rowLabel}>{t('withdraw.wagering.held')}</dt>
            <dd className={shared.rowValue}>{money(split.held)}</dd>
          </div>
          <div className={`${shared.row} ${shared.rowStrong}`}>
            <dt className={shared.rowLabel}>{t('withdraw.wagering.withdrawable')}</dt>
            <dd className={shared.rowValue}>
              <Money
                amount={split.withdrawable}
                symbol={symbol}
                decimals={decimals}
                tone="success"
              />
            </dd>
          </div>
        </dl>
      )}
      {split.held > 0 && <p className={shared.note}>{t('withdraw.wagering.explain')}</p>}
      {failed ? (
        <div className={styles.failed}>
          <p className={shared.note}>{t('withdraw.wagering.failed')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : records === undefined ? (
        <Skeleton height={96} radius="md" />
      ) : records.length === 0 ? (
        <p className={shared.note}>{t('withdraw.wagering.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('withdraw.wagering.list')}>
          {records.map((record) => (
            <WageringItem key={record.id} record={record} display={display} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WageringItem({ record, display }: { record: WageringRecord; display: CurrencyDisplay }) {
  const { symbol, decimals } = display;
  const progress = wageringProgress(record, decimals);
  const source = record.sourceName || t('withdraw.wagering.source');
  const text = (amount: number) => formatCurrency(amount, symbol, decimals);
  const status = record.status;
  const figures = t('withdraw.wagering.progress', {
    done: text(progress.done),
    required: text(progress.required),
  });
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.source}>{source}</span>
        <span className={styles.status} data-status={status}>
          {t(codingStatusKey(status))}
        </span>
      </div>
      <ProgressBar
        label={t('withdraw.wagering.progressLabel', { source })}
        value={progress.percent}
        max={100}
        valueText={figures}
        tone={barTone(status)}
      />
      <p className={styles.figures}>
        {figures}
        {progress.left > 0 && ` · ${t('withdraw.wagering.left', { left: text(progress.left) })}`}
      </p>
    </li>
  );
}

/** Spec 3 status: 3 (reset) no longer counts, 4 (complete) is reached, the others still count. */
function barTone(status: number): ProgressBarProps['tone'] {
  if (status === CodingStatus.reset) return 'muted';
  if (status === CodingStatus.complete) return 'success';
  return 'primary';
}
