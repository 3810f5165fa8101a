import type { VipLevel } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import type { LevelMark } from '../vipLevels';
import * as styles from './LevelCard.css';
import '../../../i18n/messages/vip';

type LevelCardProps = {
  level: VipLevel;
  mark: LevelMark;
  /** The card's heading level: h3 in the carousel under "Níveis do clube", h2 on a detail page. */
  headingLevel?: 2 | 3;
};

/** "0,4%": the rebate rate is given in percent (CHOICE, contract.ts). */
export const rateText = (rate: number) =>
  formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });

const amountOrNone = (amount: number | undefined) =>
  amount !== undefined && amount > 0 ? formatCurrency(amount) : t('vip.card.none');

/**
 * One VIP level as a card: its name, the player's mark, the cashback rate, what it takes to reach
 * (bet, deposit) and the one-time promotion bonus. Always the same four lines, so every card (and
 * its placeholder) has the same height.
 */
export function LevelCard({ level, mark, headingLevel = 3 }: LevelCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.card({ current: mark === 'current' })}>
      <div className={styles.head}>
        <span className={styles.medal} aria-hidden="true">
          {level.level}
        </span>
        <Heading className={styles.name}>{level.name}</Heading>
        {mark && (
          <span className={styles.tag({ mark })}>
            {t(mark === 'current' ? 'vip.card.current' : 'vip.card.reached')}
          </span>
        )}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('vip.card.rebate')}</dt>
          <dd className={styles.value}>{rateText(level.rebateRate)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('vip.card.requiredBet')}</dt>
          <dd className={styles.value}>{amountOrNone(level.requiredBet)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('vip.card.requiredDeposit')}</dt>
          <dd className={styles.value}>{amountOrNone(level.requiredDeposit)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('vip.card.upgradeBonus')}</dt>
          <dd className={styles.value}>{amountOrNone(level.upgradeBonus)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** A card's placeholder: the same box and lines. */
export function LevelCardSkeleton() {
  return (
    <div className={styles.card({ current: false })} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton shape="circle" width={vars.size.iconLg} />
        <span className={styles.name}>
          <Skeleton shape="text" width="40%" />
        </span>
      </div>
      <div className={styles.facts}>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={styles.fact}>
            <Skeleton shape="text" width="35%" />
            <Skeleton shape="text" width="30%" />
          </div>
        ))}
      </div>
    </div>
  );
}
