import { useId } from 'react';
import { Link } from 'wouter';
import type { EverydayBetRebate } from '../../../api/contract';
import { getEverydayBetRebate } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { formatDate } from '../../../lib/time';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { formatRate } from './rebateRules';
import * as styles from './Rebates.css';
import '../../../i18n/messages/rebates';

/**
 * Activity type 12 "Cashback diário" on /activityDetail (spec 7 "everyday bet rebate"): today's
 * bets, the player's rate (their VIP level's), the rebate so far and when it is paid. Read-only:
 * spec 7 names no claim call for it, so it is credited by itself at `payTime` (contract
 * EverydayBetRebate CHOICE) and the page offers no claim. Spec 6: a visitor is asked to register;
 * the call needs a session, so nothing is sent for them.
 */
export function EverydayRebateView({ loggedIn }: ActivityTypeViewProps) {
  const titleId = useId();
  const rebate = useQuietResource(getEverydayBetRebate, loggedIn ? undefined : null, () => false);

  if (!loggedIn) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('rebates.visitor.cashbackTitle')}
        </h2>
        <p className={styles.text}>{t('rebates.visitor.cashbackText')}</p>
        <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
          {t('rebates.visitor.cashbackRegister')}
        </Button>
      </section>
    );
  }
  // One region whatever the state (placeholder, failure, figures): it stays where the reader is.
  const loading = !rebate.data && rebate.status !== 'error';
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('rebates.cashback.title')}
        </h2>
      </div>
      {rebate.data ? (
        <Rebate rebate={rebate.data} refresh={rebate.retry} />
      ) : loading ? (
        <>
          <Skeleton shape="text" lines={4} />
          <Skeleton shape="text" lines={2} />
          <Skeleton height={vars.size.touchTarget} width="60%" radius="md" />
        </>
      ) : (
        <EmptyState
          kind={rebate.error?.kind === 'network' ? 'network_error' : 'fail'}
          onRetry={rebate.retry}
          retrying={rebate.retrying}
        />
      )}
    </section>
  );
}

type RebateProps = { rebate: EverydayBetRebate; refresh: () => void };

function Rebate({ rebate, refresh }: RebateProps) {
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('rebates.cashback.bets')}</dt>
          <dd className={styles.figureValue}>
            <Money amount={rebate.betAmount} size="sm" />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('rebates.cashback.rate')}</dt>
          <dd className={styles.figureValue}>{formatRate(rebate.rate)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('rebates.cashback.amount')}</dt>
          <dd className={styles.figureValue}>
            <Money amount={rebate.rebateAmount} tone="reward" size="lg" />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('rebates.cashback.paidIn')}</dt>
          <dd className={styles.figureValue}>
            {/* At zero the day's rebate was paid: the next day's figures are read. */}
            <Countdown deadline={rebate.payTime} onEnd={refresh} />
          </dd>
        </div>
      </dl>
      <p className={styles.text}>
        {rebate.betAmount > 0
          ? t('rebates.cashback.paidAt', { date: formatDate(rebate.payTime) })
          : t('rebates.cashback.noBets')}
      </p>
      <Link href="/viprule" className={styles.link}>
        {t('rebates.cashback.vipLink')}
      </Link>
    </>
  );
}
