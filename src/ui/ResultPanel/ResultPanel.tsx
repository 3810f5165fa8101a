import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CheckIcon } from '../Icon/CheckIcon';
import { CloseIcon } from '../Icon/CloseIcon';
import { focusWhenShown } from '../Modal/focusable';
import * as styles from './ResultPanel.css';

export type ResultTone = 'success' | 'danger';

type ResultPanelProps = {
  /** `success` draws a check on green, `danger` a cross on red. */
  tone?: ResultTone;
  /** The outcome in a few words: the panel's heading, focused as soon as it shows. */
  title: string;
  /** What it means for the player, under the heading. */
  text: string;
  /** What the outcome left (a receipt, the new balances), full width, read left to right. */
  children?: ReactNode;
  /** The ways on: full-width buttons or links drawn as buttons, one under the other. */
  actions: ReactNode;
};

/**
 * What a form or a flow leaves on screen once the server answered: a round mark, the outcome as
 * a heading, a line of text, the details if any and the ways on. The heading takes the focus in
 * the commit that shows the panel (not after a later paint), so a screen reader reads the
 * outcome at once and a player or a test finds it focused as soon as it is visible.
 */
export function ResultPanel({
  tone = 'success',
  title,
  text,
  children,
  actions,
}: ResultPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const element = heading.current;
    if (!element) return;
    // Again on the next frames if the panel shows while an ancestor is still hidden: a single
    // try then left focus on the page (Storybook under load: WithdrawResult Rejected).
    return focusWhenShown(
      () => {
        element.focus();
        return document.activeElement === element;
      },
      (active) => active === element,
    );
  }, []);
  const details = children !== undefined && children !== null && children !== false;
  const Icon = tone === 'danger' ? CloseIcon : CheckIcon;
  return (
    <section className={styles.panel({ details })} aria-labelledby={titleId}>
      <span className={styles.mark({ tone })} aria-hidden="true">
        <Icon className={styles.icon} strokeWidth={2.5} />
      </span>
      <h2 id={titleId} ref={heading} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {details && <div className={styles.details}>{children}</div>}
      <div className={details ? styles.actions : `${styles.actions} ${styles.actionsApart}`}>
        {actions}
      </div>
    </section>
  );
}
