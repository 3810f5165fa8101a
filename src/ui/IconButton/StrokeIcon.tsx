import type { ReactNode } from 'react';
import * as styles from './icons.css';

/*
 * Small stroke icons on a 24-unit grid, drawn in currentColor. They are decoration: the button
 * around them carries the accessible name, so every one is aria-hidden.
 */
export function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
