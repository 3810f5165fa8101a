import type { ReactNode } from 'react';
import * as styles from './Icon.css';

/*
 * The app's one icon set: every glyph is a module of its own in this folder (CheckIcon.tsx,
 * CloseIcon.tsx ...), so a lazily loaded chunk carries only the icons its screen draws and the
 * first load stays inside its budget (scripts/check-bundle.mjs). Icons are drawn in currentColor,
 * so they follow the state of the element around them, and are aria-hidden: that element (a
 * labelled button, a text beside them) carries the meaning.
 *
 * Illustrations (EmptyState's, the maintenance and red-packet art) are not icons: they are drawn
 * in several theme colours through their component's classes and stay with that component.
 */

/** What every icon takes. */
export type IconProps = {
  /**
   * Size (and, where needed, colour) from the caller's style. Without one the icon is the
   * standard medium size (iconMd).
   */
  className?: string;
};

export type StrokeIconProps = IconProps & {
  /**
   * Line weight in grid units, for the few places drawn heavier or lighter than the icon's own
   * weight (a bolder check in a pop-up, a heavier close on a floating button).
   */
  strokeWidth?: number;
};

type StrokeIconBaseProps = StrokeIconProps & {
  children: ReactNode;
  /** Fills the shapes with the line colour as well (the favourite heart when on). */
  filled?: boolean;
};

/** Line icons on a 24-unit grid, with round ends and corners. */
export function StrokeIcon({
  className,
  strokeWidth = 2,
  filled = false,
  children,
}: StrokeIconBaseProps) {
  return (
    <svg
      className={className ?? styles.icon}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type SolidIconBaseProps = IconProps & {
  children: ReactNode;
  /**
   * The grid the shapes are drawn on: 24 units, or 16 for the small glyphs drawn for 16 px places
   * (the gift badge, the carousel's pause button).
   */
  grid?: 16 | 24;
};

/** Filled icons, without a line. */
export function SolidIcon({ className, grid = 24, children }: SolidIconBaseProps) {
  return (
    <svg
      className={className ?? styles.icon}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
