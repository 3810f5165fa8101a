import { useId } from 'react';
import type { RealTimeReward } from '../../api/contract';
import type { QuietResource } from '../../api/useQuietResource';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './WelfareCenter.css';
import '../../i18n/messages/welfare';

/** Rows of the placeholder: about a phone screen's share of the list. */
const PLACEHOLDER_ROWS = 3;

/**
 * "Recompensas em tempo real" (spec 7 realTimeRewards, CHOICE RealTimeReward): the latest
 * rewards, newest first, each the friend (masked, spec 5), when and how much. The placeholder
 * rows have the rows' two text lines and amount column.
 */
export function LiveRewards({ live }: { live: QuietResource<RealTimeReward[]> }) {
  const titleId = useId();
  let body;
  if (live.status === 'error') {
    body = (
      <EmptyState
        kind={live.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={live.retry}
        retrying={live.retrying}
      />
    );
  } else if (live.status === 'empty') {
    body = (
      <EmptyState
        kind="empty_data"
        title={t('welfare.live.emptyTitle')}
        description={t('welfare.live.emptyText')}
      />
    );
  } else if (live.status === 'loading' || !live.data) {
    body = (
      <ul className={styles.list}>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <li key={i} className={styles.row}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>
                <Skeleton shape="text" width="45%" />
              </span>
              <span className={styles.rowMeta}>
                <Skeleton shape="text" width="70%" />
              </span>
            </span>
            <span className={styles.rowAmount}>
              <Skeleton shape="text" />
            </span>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {live.data.map((reward) => (
          <li key={reward.id} className={styles.row}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>
                {t('welfare.live.friend', { userNo: reward.userNo })}
              </span>
              <span className={styles.rowMeta}>
                {t('welfare.live.reason', { date: formatDateTime(reward.createTime) })}
              </span>
            </span>
            <span className={styles.rowAmount}>+{formatCurrency(reward.amount)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      aria-busy={live.status === 'loading' || undefined}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('welfare.live.title')}
      </h2>
      {body}
    </section>
  );
}
