import { Celebration } from '../../../ui/Celebration/Celebration';
import * as card from '../activityCard.css';
import * as styles from './ClaimOutcome.css';

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
 * that is present from the start (so it is read out as it appears, once) and takes no room while
 * empty, or the refusal with the server's reason in an alert. A win is the app's win moment
 * (Celebration): the amount in the won line counts up from zero and a few pieces burst out.
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
      <div
        className={wonAmount !== null ? `${card.outcomeLive} ${styles.won}` : card.outcomeLive}
        role="status"
      >
        {wonAmount !== null && (
          <>
            <p className={styles.wonTitle}>
              <Celebration amount={wonAmount} say={wonTitle} />
            </p>
            <p className={card.text}>{wonText}</p>
          </>
        )}
      </div>
      {refusedMessage !== null && (
        <div className={card.outcome} role="alert">
          <p className={card.refusedTitle}>{refusedTitle}</p>
          <p className={card.text}>{refusedMessage || refusedFallback}</p>
        </div>
      )}
    </>
  );
}
