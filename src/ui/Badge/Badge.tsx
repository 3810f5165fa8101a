import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { GiftFilledSmallIcon } from '../Icon/GiftFilledSmallIcon';
import * as styles from './Badge.css';

type BadgeProps = {
  /**
   * `count`: a number in a red pill (e.g. unclaimed activities on the menu button, spec 2);
   * `dot`: a red dot, "something is unread" (the notice bell, spec 2);
   * `gift`: a gold gift for the register button when the register gift is on (spec 2).
   */
  variant?: 'count' | 'dot' | 'gift';
  /** The number of a `count` badge. */
  count?: number;
  /** Above this the badge shows `max+`. */
  max?: number;
  /** Show a `count` badge at 0 (hidden by default). */
  showZero?: boolean;
  /** Replaces the announced text ("3 novidades", "Há novidades", "Ganhe um presente"). */
  label?: string;
  /** The element the badge sits on (top-right corner); without it the badge is inline. */
  children?: ReactNode;
};

// Made on the first count shown, not while the entry's modules are evaluated: the first
// Intl.NumberFormat loads the locale's data, about 3 ms of the start on a fast machine and
// 14 ms at 4x CPU, and a visitor's first screen shows no count.
let numberFormat: Intl.NumberFormat | undefined;
const formatCount = (n: number) => (numberFormat ??= new Intl.NumberFormat('pt-BR')).format(n);

/**
 * A small marker on or next to something: a count, an unread dot or the register gift. The
 * visible mark is hidden from assistive technology and a visually hidden text says it in words,
 * so inside a button it becomes part of the button's name ("Menu 3 novidades").
 */
export function Badge({
  variant = 'count',
  count = 0,
  max = 99,
  showZero = false,
  label,
  children,
}: BadgeProps) {
  const placement = children === undefined ? 'inline' : 'overlay';
  let visible: ReactNode = null;
  let spoken: string;

  if (variant === 'count') {
    const n = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
    if (n === 0 && !showZero)
      return children === undefined ? null : <span className={styles.anchor}>{children}</span>;
    if (n > max) {
      visible = `${formatCount(max)}+`;
      spoken = t('badge.countOverflow', { max: formatCount(max) });
    } else {
      const shown = formatCount(n);
      visible = shown;
      spoken = t(n === 1 ? 'badge.countOne' : 'badge.count', { count: shown });
    }
  } else if (variant === 'dot') {
    spoken = t('badge.dot');
  } else {
    visible = <GiftFilledSmallIcon className={styles.giftIcon} />;
    spoken = t('badge.gift');
  }

  const mark = (
    <span
      className={`${styles.base} ${styles.variant[variant]} ${styles.placement[placement]}${
        variant === 'dot' && placement === 'overlay' ? ` ${styles.dotOverlay}` : ''
      }`}
    >
      {visible !== null && <span aria-hidden="true">{visible}</span>}
      <span className="visually-hidden">{label ?? spoken}</span>
    </span>
  );
  if (placement === 'inline') return mark;
  return (
    <span className={styles.anchor}>
      {children}
      {mark}
    </span>
  );
}
