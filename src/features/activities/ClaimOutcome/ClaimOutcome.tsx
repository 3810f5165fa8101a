import { formatCurrency } from '../../../lib/money';
import * as styles from '../activityCard.css';

type ClaimOutcomeProps = {
  /** The amount credited once the claim (spin, draw...) is won; null before. */
  wonAmount: number | null;
  /** The won line, given the amount in BRL. */
  wonTitle: (amount: string) => string;
  wonText: string;
  /** Once refused, the server's reason ('' when it gave none); null otherwise. */
  refusedMessage: string | null;
  refusedTitle: string;
  /** Said when the server gave no reason. */
  refusedFallback?: string;
};

/**
 * A claim's outcome in place, the same in every activity card: what was won in a live region
 * that is present from the start (so it is read out as it appears) and takes no room while
 * empty, or the refusal with the server's reason in an alert.
 */
export function ClaimOutcome({
  wonAmount,
  wonTitle,
  wonText,
  refusedMessage,
  refusedTitle,
  refusedFallback,
}: ClaimOutcomeProps) {
  return (
    <>
      <div className={styles.outcomeLive} role="status">
        {wonAmount !== null && (
          <>
            <p className={styles.wonTitle}>{wonTitle(formatCurrency(wonAmount))}</p>
            <p className={styles.text}>{wonText}</p>
          </>
        )}
      </div>
      {refusedMessage !== null && (
        <div className={styles.outcome} role="alert">
          <p className={styles.refusedTitle}>{refusedTitle}</p>
          <p className={styles.text}>{refusedMessage || refusedFallback}</p>
        </div>
      )}
    </>
  );
}
