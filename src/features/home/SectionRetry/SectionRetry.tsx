import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import * as styles from './SectionRetry.css';

type SectionRetryProps = {
  /** What could not be loaded, in a sentence. */
  message: string;
  onRetry: () => void;
  /** A retry is in flight: the button spins and ignores taps. */
  retrying?: boolean;
  /** Message above the button (tall boxes such as a banner) instead of beside it (rows). */
  stacked?: boolean;
};

/**
 * The error state of a home section: one line saying what failed and "Tentar novamente", drawn
 * inside the box the section keeps for its content, so a failure never moves the page.
 */
export function SectionRetry({
  message,
  onRetry,
  retrying = false,
  stacked = false,
}: SectionRetryProps) {
  return (
    <div className={stacked ? `${styles.root} ${styles.stacked}` : styles.root}>
      <p className={styles.message}>{message}</p>
      <span className={styles.action}>
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </span>
    </div>
  );
}
