import * as styles from './ProgressBar.css';
import type { ProgressBarVariants } from './ProgressBar.css';

/**
 * Every bar has a name, and only one: the id of a label the player already sees next to it, or
 * a text of its own when nothing on screen says what the bar measures.
 */
type ProgressBarName =
  | {
      /** The id of the visible text that names the bar ("Progresso da meta"). */
      labelledBy: string;
      label?: never;
    }
  | {
      /** The bar's name when no visible text says it ("Progresso: Faça 10 apostas"). */
      label: string;
      labelledBy?: never;
    };

export type ProgressBarProps = ProgressBarName &
  ProgressBarVariants & {
    /** How far along, in the unit of `max` (a percent, a count of deposits). */
    value: number;
    /** The goal in the same unit; 0 or less reads full. */
    max: number;
    /**
     * The figures as the player reads them ("R$ 40,00 de R$ 100,00", "2 de 4 depósitos
     * feitos"): a screen reader says this instead of a bare percent.
     */
    valueText: string;
  };

/**
 * A progress bar: a groove and its filled share of `value` over `max`, announced by its name and
 * its figures. Colour never carries the state alone: the text beside the bar says it.
 */
export function ProgressBar({
  value,
  max,
  valueText,
  track,
  tone,
  label,
  labelledBy,
}: ProgressBarProps) {
  // Multiplied before dividing, so a whole percent stays whole (29 * 100 / 100, not 0.29 * 100).
  const percent = max > 0 ? Math.min(100, Math.max(0, (value * 100) / max)) : 100;
  return (
    <div
      className={styles.track({ track })}
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className={styles.fill({ tone })} style={{ width: `${percent}%` }} />
    </div>
  );
}
