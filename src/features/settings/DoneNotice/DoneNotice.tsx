import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { button } from '../../../ui/Button/buttonClass';
import { CheckIcon } from '../../../ui/Icon/CheckIcon';
import * as styles from './DoneNotice.css';
import '../../../i18n/messages/settings';

type DoneNoticeProps = {
  title: string;
  text: string;
};

/**
 * What a settings form leaves on screen once the server accepted it: a check, the heading (it
 * takes the focus, so screen readers read the outcome at once) and the way back to /setting.
 */
export function DoneNotice({ title, text }: DoneNoticeProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []); // focused in the commit that shows it
  return (
    <section className={styles.done} aria-labelledby={titleId}>
      <span className={styles.mark} aria-hidden="true">
        <CheckIcon className={styles.icon} strokeWidth={2.5} />
      </span>
      <h2 id={titleId} ref={heading} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <Link
        href="/setting"
        className={`${button({ variant: 'primary', block: true })} ${styles.link}`}
      >
        {t('settings.back')}
      </Link>
    </section>
  );
}
