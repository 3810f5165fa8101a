import type { ReactNode } from 'react';
import * as styles from './Chip.css';

type ChipProps = {
  /** On or off: said by aria-pressed, drawn filled (pill) or ringed (tile). */
  pressed: boolean;
  onClick: () => void;
  shape?: 'pill' | 'tile';
  /** Less side padding, for pills that share a row's width. */
  compact?: boolean;
  /** The chip's text: its accessible name. */
  children: ReactNode;
};

/**
 * A toggle button (aria-pressed) for a filter or a quick value. Its row is the caller's: a list
 * with an aria-label (providers, amounts) or a role="group" with one (periods). What a press
 * means (toggle one of many, pick one, clear all) is the caller's too.
 */
export function Chip({ pressed, onClick, shape = 'pill', compact = false, children }: ChipProps) {
  return (
    <button
      type="button"
      className={styles.chip({ shape, compact })}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
