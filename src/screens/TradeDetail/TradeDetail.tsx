import { Link, useSearch } from 'wouter';
import type { AccountChangeRecord } from '../../api/contract';
import { getAccountChange } from '../../api/records';
import { useCurrencyDisplay } from '../../features/records/amount';
import { businessTypeLabel, subTypeLabel } from '../../features/records/labels';
import { parseRecordId } from '../../features/records/recordQuery';
import { SignedAmount } from '../../features/records/SignedAmount/SignedAmount';
import { useQuietResource } from '../../api/useQuietResource';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { formatDateTime } from '../../lib/time';
import { button } from '../../ui/Button/buttonClass';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './TradeDetail.css';
import '../../i18n/messages/records';

/** CHOICE: the contract's "not found" code (mocks/world/README.md), for an id not the player's. */
const NOT_FOUND = 404;

/**
 * /tradedetail?id=700001 (spec 2, login): one account change. CHOICE: the id travels in the
 * query (like spec 2's /activityDetail), and the page fetches the record itself
 * (GET memberAccountChange/detail/{id}), so a reload, a shared link or Back all show it. An id
 * that is missing, malformed or not the player's reads as "not found", with the way back to the
 * statement.
 */
export function TradeDetail() {
  const id = parseRecordId(useSearch());
  const record = useQuietResource(getAccountChange, id === undefined ? null : { id }, () => false);
  const notFound = id === undefined || record.error?.code === NOT_FOUND;

  let content;
  if (notFound) {
    content = (
      <>
        <EmptyState
          kind="empty_data"
          title={t('records.tradeDetail.notFoundTitle')}
          description={t('records.tradeDetail.notFoundDescription')}
        />
        <div className={styles.action}>
          <Link
            href="/tradelist"
            className={`${button({ variant: 'secondary' })} ${styles.backLink}`}
          >
            {t('records.tradeDetail.backToList')}
          </Link>
        </div>
      </>
    );
  } else if (record.status === 'error') {
    content = (
      <EmptyState
        kind={record.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={record.retry}
        retrying={record.retrying}
      />
    );
  } else if (record.data === undefined) {
    content = <DetailSkeleton />;
  } else {
    content = <Detail record={record.data} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('records.tradeDetail.title')} />
      <section
        className={styles.body}
        aria-label={t('records.tradeDetail.title')}
        aria-busy={(!notFound && record.status === 'loading') || undefined}
      >
        {content}
      </section>
    </div>
  );
}

function Detail({ record }: { record: AccountChangeRecord }) {
  const display = useCurrencyDisplay()(record.currency);
  const credit = record.amount > 0;
  const rows: [string, string][] = [
    [t('records.tradeDetail.category'), businessTypeLabel(record.businessType)],
    [t('records.tradeDetail.currency'), record.currency],
    [t('records.tradeDetail.time'), formatDateTime(record.createTime)],
    [t('records.tradeDetail.id'), String(record.id)],
  ];
  return (
    <>
      <div className={styles.summary}>
        <h2 className={styles.kind}>{subTypeLabel(record)}</h2>
        <SignedAmount amount={record.amount} display={display} size="lg" />
        <p className={styles.direction}>
          {t(credit ? 'records.direction.in' : 'records.direction.out')}
        </p>
      </div>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.item}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The detail's shape while it loads. */
function DetailSkeleton() {
  return (
    <div aria-hidden="true" className={styles.stack}>
      <div className={styles.summary}>
        <Skeleton shape="text" width="40%" />
        <Skeleton width={160} height={32} radius="sm" />
        <Skeleton shape="text" width="20%" />
      </div>
      <Skeleton height={200} radius="lg" />
    </div>
  );
}
