import type { ReactElement } from 'react';
import * as styles from './EmptyState.css';

/*
 * Line drawings on a soft disc: strokes are `currentColor` (the muted text colour), fills come
 * from theme tokens through classes, so every illustration follows dark and light themes.
 * 120 x 120 view box; the geometry is the drawing's own.
 */
const common = {
  viewBox: '0 0 120 120',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A sheet whose content did not load, with a red warning mark. */
function FailIllustration({ className }: { className: string }) {
  return (
    <svg {...common} className={className}>
      <circle className={styles.disc} cx="60" cy="60" r="54" stroke="none" />
      <rect className={styles.paper} x="32" y="24" width="48" height="62" rx="8" />
      <path d="M42 40h28M42 52h20M42 64h24" />
      <circle className={styles.dangerFill} cx="80" cy="80" r="17" stroke="none" />
      <path className={styles.onDangerFill} d="M78 70h4l-.7 13h-2.6z" stroke="none" />
      <circle className={styles.onDangerFill} cx="80" cy="89" r="2.4" stroke="none" />
    </svg>
  );
}

/** An empty tray with a little sparkle: nothing here yet, and that is fine. */
function EmptyDataIllustration({ className }: { className: string }) {
  return (
    <svg {...common} className={className}>
      <circle className={styles.disc} cx="60" cy="60" r="54" stroke="none" />
      <path className={styles.paper} d="M28 66l12-26h40l12 26v16a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6z" />
      <path d="M28 66h18a14 8 0 0 0 28 0h18" />
      <path className={styles.primaryFill} d="M86 22l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" stroke="none" />
      <path className={styles.primaryFill} d="M30 24l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" stroke="none" />
    </svg>
  );
}

/** A globe with a no-entry sign: the content exists but not for this region. */
function AreaLimitIllustration({ className }: { className: string }) {
  return (
    <svg {...common} className={className}>
      <circle className={styles.disc} cx="60" cy="60" r="54" stroke="none" />
      <circle className={styles.paper} cx="54" cy="56" r="28" />
      <ellipse cx="54" cy="56" rx="12" ry="28" />
      <path d="M26 56h56M30 42h48M30 70h48" />
      <circle className={styles.warningFill} cx="82" cy="82" r="17" stroke="none" />
      <path className={styles.onWarningStroke} d="M74 82h16" strokeWidth="4" />
    </svg>
  );
}

/** Wi-Fi waves struck through: the phone has no connection. */
function NetworkErrorIllustration({ className }: { className: string }) {
  return (
    <svg {...common} className={className}>
      <circle className={styles.disc} cx="60" cy="60" r="54" stroke="none" />
      <path
        d="M26 52a48 48 0 0 1 68 0M36 63a34 34 0 0 1 48 0M46 74a20 20 0 0 1 28 0"
        strokeWidth="5"
      />
      <circle cx="60" cy="85" r="5" fill="currentColor" stroke="none" />
      <path className={styles.gapStroke} d="M32 30l56 64" strokeWidth="11" />
      <path className={styles.dangerStroke} d="M32 30l56 64" strokeWidth="5" />
    </svg>
  );
}

export const illustrations: Record<
  'fail' | 'empty_data' | 'area_limit' | 'network_error',
  (props: { className: string }) => ReactElement
> = {
  fail: FailIllustration,
  empty_data: EmptyDataIllustration,
  area_limit: AreaLimitIllustration,
  network_error: NetworkErrorIllustration,
};
