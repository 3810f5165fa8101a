import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import * as styles from './Button.css';
import { button } from './buttonClass';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  block?: boolean;
  /** Shows a spinner, keeps the size, announces busy and ignores further clicks. */
  loading?: boolean;
  children: ReactNode;
};

/**
 * The app's button. A loading button swallows clicks itself (not only through `disabled`), so a
 * money action can never be sent twice by an impatient double tap.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={button({ variant, size, block })}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
}
