import { useId } from 'react';
import { Link } from 'wouter';
import type { VipLevel } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { LevelCard, rateText } from '../LevelCard/LevelCard';
import type { VipLevels } from '../useVipLevels';
import { goalsFor, levelHref, markOf, totalsOf } from '../vipLevels';
import { GoalBar } from '../VipStanding/GoalBar';
import { missingText } from '../VipStanding/missingText';
import * as styles from './LevelDetail.css';
import '../../../i18n/messages/vip';

type LevelDetailProps = {
  vip: VipLevels;
  level: VipLevel;
};

const amountOrDash = (amount: number | undefined) =>
  amount !== undefined && amount > 0 ? formatCurrency(amount) : t('vip.card.none');

/**
 * One VIP level in full (/viprule/level?level=N, CHOICE): its card, where the player stands
 * against it (theirs, passed, or the bars towards it), every benefit the level data carries,
 * and links to the levels on either side and back to the club.
 */
export function LevelDetail({ vip, level }: LevelDetailProps) {
  const { levels, current } = vip;
  const position = levels.findIndex((row) => row.level === level.level);
  const before = position > 0 ? levels[position - 1] : undefined;
  const after = position >= 0 ? levels[position + 1] : undefined;
  return (
    <div className={styles.root}>
      <LevelCard level={level} mark={markOf(level, current)} headingLevel={2} />
      {current && <PlayerAgainst level={level} current={current} />}
      <Benefits level={level} />
      <nav className={styles.nav} aria-label={t('vip.detail.nav')}>
        {before ? (
          <Link href={levelHref(before.level)} replace className={styles.navLink}>
            {t('vip.detail.prev', { name: before.name })}
          </Link>
        ) : (
          <span />
        )}
        {after && (
          <Link href={levelHref(after.level)} replace className={styles.navLink}>
            {t('vip.detail.next', { name: after.name })}
          </Link>
        )}
      </nav>
      <Link href="/viprule" className={styles.all}>
        {t('vip.detail.all')}
      </Link>
    </div>
  );
}

/** The player against this level: it is theirs, they passed it, or how far they are from it. */
function PlayerAgainst({ level, current }: { level: VipLevel; current: VipLevel }) {
  const titleId = useId();
  if (level.level <= current.level) {
    return (
      <p className={styles.state}>
        {t(level.level === current.level ? 'vip.detail.yours' : 'vip.detail.passed')}
      </p>
    );
  }
  const { bet, deposit, met } = goalsFor(level, totalsOf(current));
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('vip.detail.toReach', { name: level.name })}
      </h3>
      <GoalBar label={t('vip.standing.bet')} levelName={level.name} goal={bet} />
      {deposit && (
        <GoalBar label={t('vip.standing.deposit')} levelName={level.name} goal={deposit} />
      )}
      <p className={styles.note}>
        {missingText(level.name, bet.missing, deposit?.missing ?? 0, met)}
      </p>
    </section>
  );
}

function Benefits({ level }: { level: VipLevel }) {
  const titleId = useId();
  const rows: [string, string][] = [
    [t('vip.card.rebate'), rateText(level.rebateRate)],
    [t('vip.card.upgradeBonus'), amountOrDash(level.upgradeBonus)],
    [t('vip.detail.weeklyBonus'), amountOrDash(level.weeklyBonus)],
    [t('vip.detail.monthlyBonus'), amountOrDash(level.monthlyBonus)],
    [t('vip.detail.withdrawLimit'), amountOrDash(level.dailyWithdrawLimit)],
  ];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('vip.detail.benefits')}
      </h3>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
