import type { ReactNode } from 'react';
import * as styles from './Alert.css';
import type { AlertTone } from './Alert.css';

export type { AlertTone };

type AlertProps = {
  /**
   * error (a refusal, a failure), warning (an outcome not yet known), info, or success. Error and
   * warning interrupt a screen reader (`role="alert"`); info and success wait their turn
   * (`role="status"`).
   */
  tone: AlertTone;
  /** What happened, as a heading over the details; without it the children are the message. */
  title?: string;
  /** The message, or with a title the details (a sentence, rows of figures). */
  children: ReactNode;
};

/**
 * A message said in place, inside the form or the page that it is about, instead of a toast
 * (spec 8 lets a call handle its own failure). Mount it only while there is something to say: an
 * alert that appears is announced, one that was already there and changes may not be.
 */
export function Alert({ tone, title, children }: AlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  if (title === undefined) {
    return (
      <p className={styles.alert({ tone, layout: 'message' })} role={role}>
        {children}
      </p>
    );
  }
  return (
    <div className={styles.alert({ tone, layout: 'titled' })} role={role}>
      <p className={styles.title({ tone })}>{title}</p>
      {children}
    </div>
  );
}
