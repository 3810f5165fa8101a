import { useId } from 'react';
import type { VipReceiveKind, VipReward } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import type { VipLevels } from '../useVipLevels';
import {
  useVipClaim,
  VIP_REWARD_KINDS,
  vipRewardPreview,
  vipRewardsOf,
  vipRewardState,
} from '../vipRewards';
import * as styles from './VipRewards.css';
import '../../../i18n/messages/rebates';

const NAME = {
  memberLevel: 'rebates.vip.memberLevel',
  day: 'rebates.vip.day',
  week: 'rebates.vip.week',
  month: 'rebates.vip.month',
} as const;

const NOTE = {
  memberLevel: 'rebates.vip.memberLevelText',
  day: 'rebates.vip.dayText',
  week: 'rebates.vip.weekText',
  month: 'rebates.vip.monthText',
} as const;

/** "0,4%": VIP rates are in percent (contract VipLevel). */
const rate = (value: number) =>
  formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });

type VipRewardsProps = { vip: VipLevels };

/**
 * "Recompensas VIP" on /viprule (spec 2: the type 3 icon opens this page; spec 7 "VIP receive
 * calls"): the level-up bonus and the daily, weekly and monthly rebates, each with its amount, its
 * state and its claim (a money action, once per intent). A visitor (spec 6) sees where each reward
 * starts and is asked to register. The card keeps its rows' size while the levels load; a failed or
 * empty read is said by the page once, not here.
 */
export function VipRewards({ vip }: VipRewardsProps) {
  const titleId = useId();
  if (!vip.player) return <VisitorRewards vip={vip} titleId={titleId} />;
  if (vip.status === 'loading') {
    return (
      <section className={styles.card} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={styles.title}>
          {t('rebates.vip.title')}
        </h2>
        <ul className={styles.list}>
          {VIP_REWARD_KINDS.map((kind) => (
            <li key={kind} className={styles.row} aria-hidden="true">
              <span className={styles.what}>
                <Skeleton shape="text" width="70%" />
                <Skeleton shape="text" width="35%" />
                <Skeleton shape="text" width="55%" />
              </span>
              <Skeleton width="6.5rem" height={vars.size.touchTarget} radius="md" />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const rewards = vip.status === 'ready' ? vipRewardsOf(vip.current) : null;
  if (!rewards) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('rebates.vip.title')}
      </h2>
      <ul className={styles.list}>
        {rewards.map((reward) => (
          <RewardRow key={reward.kind} reward={reward} refresh={vip.retry} />
        ))}
      </ul>
    </section>
  );
}

function RewardRow({ reward, refresh }: { reward: VipReward; refresh: () => void }) {
  const [claim, send] = useVipClaim(reward.kind, refresh);
  const name = t(NAME[reward.kind]);
  const state = claim.status === 'won' ? 'claimed' : vipRewardState(reward);
  const amount = claim.status === 'won' ? claim.result.amount : reward.amount;
  return (
    <li className={styles.row}>
      <span className={styles.what}>
        <span className={styles.name}>{name}</span>
        <Money amount={amount} tone={state === 'available' ? 'reward' : 'default'} size="sm" />
        <span className={styles.note}>{t(NOTE[reward.kind])}</span>
      </span>
      {state === 'available' ? (
        <Button
          loading={claim.status === 'sending'}
          disabled={claim.status === 'sending'}
          onClick={send}
          aria-label={t('rebates.vip.claimName', {
            reward: name,
            amount: formatCurrency(amount),
          })}
        >
          {t('rebates.vip.claim')}
        </Button>
      ) : (
        <span className={state === 'claimed' ? styles.claimed : styles.state}>
          {t(state === 'claimed' ? 'rebates.vip.state.claimed' : 'rebates.vip.state.none')}
        </span>
      )}
      {/* One live region per row: what was received is read out as it appears. */}
      <p className={styles.outcome} role="status">
        {claim.status === 'won' && (
          <span className={styles.won}>
            {t('rebates.vip.won', { reward: name, amount: formatCurrency(claim.result.amount) })}
          </span>
        )}
      </p>
      {claim.status === 'refused' && (
        <p className={styles.refused} role="alert">
          {claim.message || t('rebates.refusedFallback')}
        </p>
      )}
    </li>
  );
}

/** Spec 6: a visitor sees where each reward starts in the club and is asked to register. */
function VisitorRewards({ vip, titleId }: VipRewardsProps & { titleId: string }) {
  const preview = vipRewardPreview(vip.levels);
  // The rows hold their place while the public levels load; without levels they are left out.
  const known = vip.status === 'ready';
  const rows = vip.status === 'ready' || vip.status === 'loading';
  const valueOf = (kind: VipReceiveKind) =>
    kind === 'memberLevel'
      ? t('rebates.vip.visitorBonus', { amount: formatCurrency(preview.upgradeBonus) })
      : t('rebates.vip.visitorRate', { rate: rate(preview.rebateRate) });
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('rebates.vip.title')}
      </h2>
      <p className={styles.note}>{t('rebates.vip.visitorText')}</p>
      {rows && (
        <ul className={styles.list} aria-busy={!known || undefined}>
          {VIP_REWARD_KINDS.map((kind) => (
            <li key={kind} className={styles.row}>
              <span className={styles.what}>
                <span className={styles.name}>{t(NAME[kind])}</span>
                <span className={styles.note}>{t(NOTE[kind])}</span>
              </span>
              {known ? (
                <span className={styles.state}>{valueOf(kind)}</span>
              ) : (
                <Skeleton shape="text" width="6rem" />
              )}
            </li>
          ))}
        </ul>
      )}
      {/* Spec 6: a visitor's claim is a register prompt; nothing is sent. */}
      <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
        {t('rebates.vip.register')}
      </Button>
    </section>
  );
}
