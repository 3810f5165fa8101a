import { useId } from 'react';
import { Link } from 'wouter';
import type { PromoteDashboard } from '../../api/contract';
import type { QuietResource } from '../../api/useQuietResource';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './WelfareCenter.css';
import '../../i18n/messages/welfare';

/**
 * "Painel de convites" (spec 7 dashboard data, CHOICE PromoteDashboard): friends invited, those
 * who deposited, today's earnings and the invite code, then the way to /invite (the link to
 * share and the friends list live there; the totals are in "Minhas recompensas" above, not
 * repeated here). Each figure is a term and its value; the placeholder has the same tiles.
 */
export function InviteDashboard({ dashboard }: { dashboard: QuietResource<PromoteDashboard> }) {
  const titleId = useId();
  const data = dashboard.data;
  let body;
  if (dashboard.status === 'error' && !data) {
    body = (
      <EmptyState
        kind={dashboard.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={dashboard.retry}
        retrying={dashboard.retrying}
      />
    );
  } else {
    const figures: [string, string | undefined][] = [
      [t('welfare.dashboard.invited'), data && formatNumber(data.inviteCount)],
      [t('welfare.dashboard.valid'), data && formatNumber(data.validCount)],
      [t('welfare.dashboard.today'), data && formatCurrency(data.todayReward)],
      [t('welfare.dashboard.code'), data?.inviteCode],
    ];
    body = (
      <dl className={styles.tiles}>
        {figures.map(([label, value]) => (
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
      className={styles.section}
      aria-labelledby={titleId}
      aria-busy={dashboard.status === 'loading' || undefined}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('welfare.dashboard.title')}
      </h2>
      {body}
      <Link href="/invite" className={styles.link}>
        {t('welfare.dashboard.invite')}
      </Link>
    </section>
  );
}
