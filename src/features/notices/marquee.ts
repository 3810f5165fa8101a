import type { MarqueeNotice } from '../../api/contract';

/** Spec 9: the marquee moves about width/46 seconds, i.e. 46 CSS pixels a second. */
export const MARQUEE_PX_PER_SECOND = 46;

/** Below this a loop would be too quick to read, however short the text (CHOICE). */
export const MARQUEE_MIN_SECONDS = 4;

/** Spec 5: the notice bar shows only entries with status 1 and locationType 1. */
export function visibleNotices(list: readonly MarqueeNotice[]): MarqueeNotice[] {
  return list.filter((n) => n.status === 1 && n.locationType === 1 && n.text.trim() !== '');
}

/**
 * How long one loop of the marquee lasts for a text run `widthPx` wide (spec 9: width/46 s),
 * never below MARQUEE_MIN_SECONDS; 0 when nothing was measured (no animation).
 */
export function marqueeDurationSeconds(widthPx: number): number {
  if (!Number.isFinite(widthPx) || widthPx <= 0) return 0;
  return Math.max(MARQUEE_MIN_SECONDS, widthPx / MARQUEE_PX_PER_SECOND);
}
