import { useId } from 'react';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { InviteSummary as Summary } from '../useInviteSummary';
import * as styles from './InviteSummary.css';
import '../../../i18n/messages/invite';

/**
 * The invite rewards (spec 7 getInviteFriendsRes): friends invited, those who deposited, the
 * rewards earned and today's (the last two only when the server sends them, CHOICE). Each
 * figure is a term and its value; the placeholder has the same tiles.
 */
export function InviteSummary({ summary }: { summary: Summary }) {
  const titleId = useId();
  const { status, data } = summary;
  let body;
  if (status === 'error') {
    body = (
      <EmptyState
        kind={summary.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={summary.retry}
        retrying={summary.retrying}
      />
    );
  } else {
    const figures: [string, string | undefined][] = [
      [t('invite.summary.invited'), data && formatNumber(data.inviteCount)],
      [
        t('invite.summary.valid'),
        data?.validCount !== undefined ? formatNumber(data.validCount) : undefined,
      ],
      [t('invite.summary.total'), data && formatCurrency(data.totalReward)],
      [
        t('invite.summary.today'),
        data?.todayReward !== undefined ? formatCurrency(data.todayReward) : undefined,
      ],
    ];
    // While loading every tile shows; once loaded, a figure the server did not send is left out.
    const shown = data ? figures.filter(([, value]) => value !== undefined) : figures;
    body = (
      <dl className={styles.grid}>
        {shown.map(([label, value]) => (
          <div key={label} className={styles.tile}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value ?? <Skeleton shape="text" width="60%" />}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {t('invite.summary.title')}
      </h2>
      {body}
    </section>
  );
}
