import * as styles from './Button.css';

export type ButtonVariants = {
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
  /** Full width. */
  block?: boolean;
};

/** The button's classes, for a `<Button>` or a link that looks like one. */
export function button({ variant = 'primary', size = 'md', block = false }: ButtonVariants = {}) {
  return `${styles.base} ${styles.variant[variant]} ${styles.size[size]}${block ? ` ${styles.block}` : ''}`;
}
