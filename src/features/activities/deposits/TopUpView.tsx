import { useId } from 'react';
import { Link } from 'wouter';
import { getTopUpPromotionOf } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/buttonClass';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { percentText } from './FirstPayView';
import { RewardTable } from '../RewardTable/RewardTable';
import * as styles from './depositPromos.css';
import '../../../i18n/messages/depositPromos';

/**
 * Type 13 "Bônus no 2º depósito" as a top-up promotion (CHOICE TopUpPromotionQuery: the top-up
 * promotion detail is read by the activity's id, and the mock world answers type 13 with its
 * second-deposit tier): how to take part, the tiers (minimum deposit, bonus rate, cap), the
 * validity and "Depositar". The bonus is credited with the deposit; the page's generic "Sua
 * participação" card stays under this view.
 */
export function TopUpView({ detail, loggedIn }: ActivityTypeViewProps) {
  const titleId = useId();
  const promotion = useQuietResource(
    getTopUpPromotionOf,
    { activityId: detail.id },
    (data) => data.tiers.length === 0,
  );
  const data = promotion.data;
  const first = data?.tiers[0];

  let body;
  if (promotion.status === 'error') {
    body = (
      <EmptyState
        kind={promotion.error?.kind === 'network' ? 'network_error' : 'fail'}
        description={t('depositPromos.loadError')}
        onRetry={promotion.retry}
        retrying={promotion.retrying}
      />
    );
  } else if (!data) {
    body = (
      <div className={styles.progress} aria-hidden="true">
        <Skeleton shape="text" lines={3} />
        <Skeleton shape="text" lines={3} />
        <Skeleton height={vars.size.touchTarget} radius="md" />
      </div>
    );
  } else {
    body = (
      <>
        {first && (
          <ol className={styles.steps}>
            {data.depositOrder !== undefined && data.depositOrder > 1 && (
              <li>{t('depositPromos.topUp.step1')}</li>
            )}
            <li>
              {data.depositOrder !== undefined && data.depositOrder > 1
                ? t('depositPromos.topUp.step2', {
                    order: String(data.depositOrder),
                    min: formatCurrency(first.minAmount),
                  })
                : t('depositPromos.topUp.stepAny', { min: formatCurrency(first.minAmount) })}
            </li>
            <li>
              {t('depositPromos.topUp.step3', {
                rate: percentText(first.rate),
                max: formatCurrency(first.maxReward),
              })}
            </li>
          </ol>
        )}
        <TierTable tiers={data.tiers} />
        <p className={styles.text}>
          {t('depositPromos.validUntil', { date: formatDate(data.validEndTime) })}
        </p>
        {loggedIn ? (
          <Link href="/deposit" className={button({ block: true })}>
            {t('depositPromos.deposit')}
          </Link>
        ) : (
          // Spec 6: the deposit shortcut while logged out opens the login pop-up.
          <Button block onClick={() => openOverlay('auth', { mode: 'login' })}>
            {t('depositPromos.deposit')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('depositPromos.topUp.title')}
      </h2>
      {body}
    </section>
  );
}

type Tier = { minAmount: number; rate: number; maxReward: number };

function TierTable({ tiers }: { tiers: readonly Tier[] }) {
  return (
    <RewardTable
      caption={t('depositPromos.topUp.tiers')}
      columns={[
        t('depositPromos.topUp.min'),
        t('depositPromos.topUp.rate'),
        t('depositPromos.topUp.max'),
      ]}
      rows={tiers.map((tier) => ({
        key: tier.minAmount,
        cells: [
          formatCurrency(tier.minAmount),
          percentText(tier.rate),
          formatCurrency(tier.maxReward),
        ],
      }))}
      cellClassName={styles.td}
    />
  );
}
