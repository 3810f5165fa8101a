import * as styles from './ExchangeAlert.css';

/**
 * Why a conversion did not go through, in place of a toast (spec 8 lets a call handle its own
 * failure): mounted only while there is a message, so screen readers announce it as it appears.
 */
export function ExchangeAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
