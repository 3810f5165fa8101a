import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './IconButton.css';

type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'aria-label'
> & {
  /** Accessible name (pt-BR, from the catalog): an icon alone tells a screen reader nothing. */
  label: string;
  /** The icon: an inline, aria-hidden SVG. */
  children: ReactNode;
  variant?: 'ghost' | 'secondary';
  /** Shown over the top-right corner (a Badge); its text becomes the button's description. */
  badge?: ReactNode;
};

/** A square, touch-target-sized button that shows only an icon. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  badge,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const badgeId = useId();
  const hasBadge = badge !== undefined && badge !== null && badge !== false;
  const button = (
    <button
      aria-describedby={hasBadge ? badgeId : undefined}
      {...rest}
      type={type}
      className={`${styles.base} ${styles.variant[variant]}`}
      aria-label={label}
    >
      {children}
    </button>
  );
  if (!hasBadge) return button;
  /*
   * The badge sits beside the button, not inside it: visible text inside a labelled button that
   * is missing from its name fails WCAG 2.5.3 (label in name). It is aria-hidden so it is not read
   * twice; aria-describedby still reads it, as a description of the button.
   */
  return (
    <span className={styles.anchor}>
      {button}
      <span id={badgeId} className={styles.badge} aria-hidden="true">
        {badge}
      </span>
    </span>
  );
}
