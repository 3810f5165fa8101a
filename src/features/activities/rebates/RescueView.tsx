import { useId } from 'react';
import type { RescueBonus } from '../../../api/contract';
import { getRescueBonus } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { formatDate, formatDateTime } from '../../../lib/time';
import { Button } from '../../../ui/Button/Button';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import { useClaim } from '../activityPopup';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import {
  claimRescue,
  formatRate,
  rescuePeriodOf,
  rescuePhase,
  type RescuePhase,
} from './rebateRules';
import * as styles from './Rebates.css';
import '../../../i18n/messages/rebates';
import { ClaimOutcome } from '../ClaimOutcome/ClaimOutcome';
import { VisitorInvite } from '../VisitorInvite/VisitorInvite';

/**
 * Activity types 1 "Resgate diário" and 2 "Resgate semanal" on /activityDetail (spec 7 "daily and
 * weekly rescue bonus (detail, received)"): the losses of the last closed period, the rescue rate
 * and the bonus, and its claim, once (a money action through claimOnce). Then claimed, nothing to
 * rescue, or lapsed. Spec 6: a visitor reads what the rescue does and is asked to register; the
 * detail call needs a session, so nothing is sent for them.
 */
export function RescueView({ detail, loggedIn }: ActivityTypeViewProps) {
  const period = rescuePeriodOf(detail.type) ?? 'day';
  const titleId = useId();
  const bonus = useQuietResource(getRescueBonus, loggedIn ? { period } : null, () => false);

  if (!loggedIn) {
    return (
      <VisitorInvite
        title={t('rebates.visitor.rescueTitle')}
        text={t('rebates.visitor.rescueText')}
        action={t('rebates.visitor.register')}
      />
    );
  }
  // One region whatever the state (placeholder, failure, bonus): it stays where the reader is.
  const loading = !bonus.data && bonus.status !== 'error';
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={loading || undefined}>
      {bonus.data ? (
        <Rescue bonus={bonus.data} titleId={titleId} refresh={bonus.retry} />
      ) : (
        <>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('rebates.rescue.title')}
            </h2>
          </div>
          {loading ? (
            <RescueSkeleton />
          ) : (
            <EmptyState
              kind={bonus.error?.kind === 'network' ? 'network_error' : 'fail'}
              onRetry={bonus.retry}
              retrying={bonus.retrying}
            />
          )}
        </>
      )}
    </section>
  );
}

const PHASE_LABEL = {
  claimable: 'rebates.rescue.state.claimable',
  claimed: 'rebates.rescue.state.claimed',
  nothing: 'rebates.rescue.state.nothing',
  expired: 'rebates.rescue.state.expired',
} as const;

type RescueProps = { bonus: RescueBonus; titleId: string; refresh: () => void };

function Rescue({ bonus, titleId, refresh }: RescueProps) {
  const [claim, send] = useClaim(
    () => claimRescue(bonus.period),
    async () => refresh(),
  );
  // A claim just won reads as claimed before the detail is read again.
  const phase: RescuePhase = claim.status === 'won' ? 'claimed' : rescuePhase(bonus);
  const amount = formatCurrency(bonus.bonusAmount);
  return (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('rebates.rescue.title')}
        </h2>
        <span className={styles.pill[phase]}>{t(PHASE_LABEL[phase])}</span>
      </div>
      <p className={styles.text}>
        {t('rebates.rescue.window', {
          start: formatDate(bonus.startTime),
          end: formatDate(bonus.endTime),
        })}
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>
            {t(bonus.period === 'day' ? 'rebates.rescue.lossDay' : 'rebates.rescue.lossWeek')}
          </dt>
          <dd className={styles.figureValue}>
            <Money amount={bonus.lossAmount} size="sm" />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('rebates.rescue.rate')}</dt>
          <dd className={styles.figureValue}>{formatRate(bonus.rate)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('rebates.rescue.bonus')}</dt>
          <dd className={styles.figureValue}>
            <Money amount={bonus.bonusAmount} tone="reward" size="lg" />
          </dd>
        </div>
        {phase === 'claimable' && (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('rebates.rescue.expiresIn')}</dt>
            <dd className={styles.figureValue}>
              {/* At zero the detail is read again: the bonus then reads lapsed (spec 4 pattern). */}
              <Countdown deadline={bonus.expireTime} onEnd={refresh} />
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.text}>{phaseText(phase, bonus)}</p>
      <ClaimOutcome
        wonAmount={claim.status === 'won' ? claim.result.amount : null}
        wonTitle={(amount) => t('rebates.rescue.won', { amount })}
        wonText={t('rebates.rescue.wonText')}
        refusedMessage={claim.status === 'refused' ? claim.message : null}
        refusedTitle={t('rebates.refusedTitle')}
        refusedFallback={t('rebates.refusedFallback')}
      />
      {/* After a refusal the detail is read again: a bonus still waiting can be tried again. */}
      {phase === 'claimable' && (
        <Button
          block
          loading={claim.status === 'sending'}
          disabled={claim.status === 'sending'}
          onClick={() => send()}
        >
          {t('rebates.rescue.claim', { amount })}
        </Button>
      )}
    </>
  );
}

function phaseText(phase: RescuePhase, bonus: RescueBonus): string {
  switch (phase) {
    case 'claimable':
      return t('rebates.rescue.claimableText', { rate: formatRate(bonus.rate) });
    case 'claimed':
      return t('rebates.rescue.claimedText');
    case 'nothing':
      return t('rebates.rescue.nothingText', { min: formatCurrency(bonus.minLoss) });
    case 'expired':
      return t('rebates.rescue.expiredText', { date: formatDateTime(bonus.expireTime) });
  }
}

/** The card's shape while the detail loads: period, four figures, text, the claim. */
function RescueSkeleton() {
  return (
    <>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="text" lines={2} />
      <Skeleton height={vars.size.touchTarget} radius="md" />
    </>
  );
}
