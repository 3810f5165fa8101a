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
  /** Shown in the top-right corner (a Badge); its text also describes the button. */
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
  return (
    <button
      aria-describedby={hasBadge ? badgeId : undefined}
      {...rest}
      type={type}
      className={styles.iconButton({ variant })}
      aria-label={label}
    >
      {children}
      {hasBadge && (
        <span id={badgeId} className={styles.badge}>
          {badge}
        </span>
      )}
    </button>
  );
}
