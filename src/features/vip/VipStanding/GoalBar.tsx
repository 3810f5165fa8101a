import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import type { Goal } from '../vipLevels';
import * as styles from './VipStanding.css';
import '../../../i18n/messages/vip';

type GoalBarProps = {
  /** What the condition is ("Apostas"). */
  label: string;
  /** The level it leads to ("VIP 4"). */
  levelName: string;
  goal: Goal;
};

/**
 * One condition of a level as a bar: "Apostas  R$ 27.450,80 de R$ 50.000,00" over the track.
 * A progressbar named "Apostas para o VIP 4" whose value text says both amounts and the percent.
 */
export function GoalBar({ label, levelName, goal }: GoalBarProps) {
  const amounts = t('vip.standing.ofTarget', {
    done: formatCurrency(goal.done),
    target: formatCurrency(goal.target),
  });
  return (
    <div className={styles.goal}>
      <div className={styles.goalHead}>
        <span className={styles.goalLabel}>{label}</span>
        <span className={styles.goalAmounts}>{amounts}</span>
      </div>
      <ProgressBar
        label={t('vip.standing.progress', { label, name: levelName })}
        value={Math.round(goal.ratio * 100)}
        max={100}
        valueText={`${amounts} (${formatNumber(goal.ratio, { style: 'percent' })})`}
        tone="reward"
      />
    </div>
  );
}
