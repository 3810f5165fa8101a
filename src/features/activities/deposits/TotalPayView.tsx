import { useId, useState } from 'react';
import { Link } from 'wouter';
import { getTotalPayActivity, getTotalPaySets, receiveTotalPay } from '../../../api/activities';
import type { ClaimResult, TotalPayActivity, TotalPaySet } from '../../../api/contract';
import { useQuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { formatCurrency } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/buttonClass';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import { claimOnce } from '../activityClaim';
import { useClaim } from '../activityPopup';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import {
  nextTier,
  totalPayOpen,
  totalPayPhase,
  totalPayTiers,
  type TierState,
  type TotalPayPhase,
  type TotalPayTier,
} from './depositPromos';
import { RewardTable } from '../RewardTable/RewardTable';
import * as styles from './depositPromos.css';
import '../../../i18n/messages/depositPromos';
import { ClaimOutcome } from '../ClaimOutcome/ClaimOutcome';

const PILL: Record<TotalPayPhase, keyof typeof styles.pill> = {
  claimable: 'reward',
  inProgress: 'progress',
  finished: 'done',
  expired: 'ended',
};

/**
 * Receives one reached tier (POST totalPay/receive {amount}, contract TotalPayReceivePayload
 * CHOICE) as a money action: one request per tier however many taps (`claimOnce`); no toast, the
 * view says a refusal in place.
 */
export function receiveTier(amount: number): Promise<ClaimResult> {
  return claimOnce(`claim:totalPay:${amount}`, (idempotencyKey) =>
    receiveTotalPay({ amount }, { idempotencyKey, silent: true }),
  );
}

/**
 * Type 37 "Depósito acumulado" (spec 6 hides it from lists, so it opens by link at
 * /activityDetail/37?id=3037): what the player deposited in the window, the way to the next tier,
 * and each tier (amount needed, bonus) with its own claim once reached. A visitor reads the tiers
 * (totalPay setList) and is sent to register (spec 6).
 */
export function TotalPayView({ loggedIn, refresh }: ActivityTypeViewProps) {
  return loggedIn ? <PlayerTotalPay refresh={refresh} /> : <VisitorTotalPay />;
}

function PlayerTotalPay({ refresh }: { refresh: () => void }) {
  const titleId = useId();
  const activity = useQuietResource(getTotalPayActivity, undefined, () => false);
  const [sent, setSent] = useState<number | null>(null);
  const [claim, send] = useClaim(receiveTier, async () => {
    activity.retry();
    refresh();
  });
  const data = activity.data;

  if (!data) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('depositPromos.total.title')}
        </h2>
        {activity.status === 'error' ? (
          <EmptyState
            kind={activity.error?.kind === 'network' ? 'network_error' : 'fail'}
            description={t('depositPromos.loadError')}
            onRetry={activity.retry}
            retrying={activity.retrying}
          />
        ) : (
          <TotalPaySkeleton />
        )}
      </section>
    );
  }

  const at = now();
  // A tier just received reads as received before the activity is read again.
  const tiers = totalPayTiers(data, at).map((tier) =>
    claim.status === 'won' && sent === tier.amount ? { ...tier, state: 'received' as const } : tier,
  );
  const phase = totalPayPhase(tiers);
  const next = nextTier(data);
  const onClaim = (amount: number) => {
    setSent(amount);
    send(amount);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h2 id={titleId} className={styles.title}>
          {t('depositPromos.total.title')}
        </h2>
        <span className={styles.pill[PILL[phase]]}>{t(`depositPromos.total.phase.${phase}`)}</span>
      </div>
      <p className={styles.text}>
        {phase === 'expired'
          ? t('depositPromos.total.expiredText', { date: formatDate(data.validEndTime) })
          : t(`depositPromos.total.${phase}Text`)}
      </p>
      <p className={styles.figure}>
        <span>{t('depositPromos.total.deposited')}</span>
        <Money amount={data.totalPay} size="lg" />
      </p>
      {totalPayOpen(data, at) && <NextTierProgress activity={data} />}
      <ClaimOutcome
        wonAmount={claim.status === 'won' ? claim.result.amount : null}
        wonTitle={(amount) => t('depositPromos.won', { amount })}
        wonText={t('depositPromos.wonText')}
        refusedMessage={claim.status === 'refused' ? claim.message : null}
        refusedTitle={t('depositPromos.refusedTitle')}
        refusedFallback={t('depositPromos.refusedFallback')}
      />
      <TierTable
        tiers={tiers}
        deposited={data.totalPay}
        sending={claim.status === 'sending' ? sent : null}
        onClaim={onClaim}
      />
      {next && phase !== 'expired' && (
        <Link href="/deposit" className={button({ variant: 'secondary', block: true })}>
          {t('depositPromos.deposit')}
        </Link>
      )}
    </section>
  );
}

function NextTierProgress({ activity }: { activity: TotalPayActivity }) {
  const labelId = useId();
  const next = nextTier(activity);
  if (!next) return <p className={styles.text}>{t('depositPromos.total.allReached')}</p>;
  const value = t('depositPromos.total.progressValue', {
    current: formatCurrency(activity.totalPay),
    target: formatCurrency(next.amount),
  });
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span id={labelId}>{t('depositPromos.total.progress')}</span>
        <span className={styles.numeric}>{value}</span>
      </div>
      <ProgressBar labelledBy={labelId} value={next.percent} max={100} valueText={value} />
      <p className={styles.text}>
        {t('depositPromos.total.missing', {
          missing: formatCurrency(next.missing),
          amount: formatCurrency(next.amount),
          reward: formatCurrency(next.reward),
        })}
      </p>
    </div>
  );
}

type TierTableProps = {
  tiers: readonly (TotalPaySet & { state?: TierState })[];
  deposited: number | null;
  sending: number | null;
  onClaim?: (amount: number) => void;
};

/** The tiers: amount needed, bonus, and (for a player) the state or the tier's claim. */
function TierTable({ tiers, deposited, sending, onClaim }: TierTableProps) {
  const player = deposited !== null;
  return (
    <RewardTable
      caption={t('depositPromos.total.tiers')}
      columns={[
        t('depositPromos.total.tierAmount'),
        t('depositPromos.total.tierReward'),
        ...(player ? [t('depositPromos.total.tierState')] : []),
      ]}
      rows={tiers.map((tier) => ({
        key: tier.amount,
        cells: [
          formatCurrency(tier.amount),
          <Money amount={tier.reward} tone="reward" size="sm" />,
          ...(player
            ? [
                <TierAction
                  tier={tier as TotalPayTier}
                  deposited={deposited}
                  sending={sending}
                  onClaim={onClaim}
                />,
              ]
            : []),
        ],
      }))}
      cellClassName={styles.td}
    />
  );
}

function TierAction({
  tier,
  deposited,
  sending,
  onClaim,
}: {
  tier: TotalPayTier;
  deposited: number;
  sending: number | null;
  onClaim?: (amount: number) => void;
}) {
  switch (tier.state) {
    case 'claimable':
      return (
        <Button
          loading={sending === tier.amount}
          disabled={sending !== null}
          onClick={() => onClaim?.(tier.amount)}
        >
          {/* The row shows the bonus: the name repeats it for a screen reader's button list. */}
          {t('depositPromos.total.claimShort')}
          <span className="visually-hidden"> {formatCurrency(tier.reward)}</span>
        </Button>
      );
    case 'received':
      return <span className={styles.pill.done}>{t('depositPromos.total.state.received')}</span>;
    case 'expired':
      return <span className={styles.pill.ended}>{t('depositPromos.total.state.expired')}</span>;
    default:
      return (
        <span className={styles.muted}>
          {t('depositPromos.total.state.locked', {
            missing: formatCurrency(Math.round((tier.amount - deposited) * 100) / 100),
          })}
        </span>
      );
  }
}

function VisitorTotalPay() {
  const titleId = useId();
  const sets = useQuietResource(getTotalPaySets, undefined);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('depositPromos.total.title')}
      </h2>
      <p className={styles.text}>{t('depositPromos.total.visitorText')}</p>
      {sets.status === 'error' ? (
        <EmptyState
          kind={sets.error?.kind === 'network' ? 'network_error' : 'fail'}
          description={t('depositPromos.loadError')}
          onRetry={sets.retry}
          retrying={sets.retrying}
        />
      ) : sets.data ? (
        <TierTable
          tiers={[...sets.data].sort((a, b) => a.amount - b.amount)}
          deposited={null}
          sending={null}
        />
      ) : (
        <Skeleton shape="text" lines={4} />
      )}
      {/* Spec 6: a visitor's action opens the register pop-up; nothing is sent. */}
      <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
        {t('depositPromos.register')}
      </Button>
    </section>
  );
}

/** The loaded card's rows: pill line, text, the amount, the bar, four tiers, the link. */
function TotalPaySkeleton() {
  return (
    <div className={styles.progress} aria-hidden="true">
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="text" width="60%" />
      <Skeleton height={vars.space.sm} radius="sm" />
      <Skeleton shape="text" lines={5} />
      <Skeleton height={vars.size.touchTarget} radius="md" />
    </div>
  );
}
