import { useId } from 'react';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { FOUR_STEPS, type FourStepView } from '../fourStep';
import * as styles from './FourStepCard.css';
import '../../../i18n/messages/deposit';

type FourStepCardProps = {
  /** The card's data (`fourStepView`); null hides the card (spec 4). */
  view: FourStepView | null;
  /** The deadline passed while shown: the parent judges the card again (it hides). */
  onEnd?: () => void;
};

/**
 * The four-step deposit bonus card (spec 3, 4, 9): how many of the 4 deposits are done as a
 * progress bar, each step's reward (rr percent up to rla, in BRL), the next one marked, and a
 * countdown to the offer's validEndTime. Renders nothing when `view` is null: no activity, all 4
 * deposits made, or the offer over.
 */
export function FourStepCard({ view, onEnd }: FourStepCardProps) {
  const titleId = useId();
  if (!view) return null;
  const progress = t('deposit.fourStep.progress', { done: view.done, total: FOUR_STEPS });
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('deposit.fourStep.title')}
        </h2>
        <span className={styles.deadline}>
          {t('deposit.fourStep.endsIn')} <Countdown deadline={view.deadline} onEnd={onEnd} />
        </span>
      </div>
      <p className={styles.progressText}>{progress}</p>
      <ProgressBar
        label={t('deposit.fourStep.progressLabel')}
        value={view.done}
        max={FOUR_STEPS}
        valueText={progress}
        tone="reward"
      />
      <ol className={styles.steps} aria-label={t('deposit.fourStep.stepsLabel')}>
        {view.steps.map((step) => (
          <li
            key={step.number}
            className={styles.step({ state: step.state })}
            aria-current={step.state === 'next' ? 'step' : undefined}
          >
            <span className={styles.stepNumber}>
              {t('deposit.fourStep.step', { number: step.number })}
            </span>
            <span className={styles.rate}>
              {t('deposit.fourStep.rate', { rate: formatNumber(step.rate) })}
            </span>
            <span className={styles.cap}>
              {t('deposit.fourStep.cap', { cap: formatCurrency(step.cap, 'R$', 2) })}
            </span>
            {step.state !== 'later' && (
              <span className={styles.mark}>
                {step.state === 'done' ? t('deposit.fourStep.done') : t('deposit.fourStep.next')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
