import { now } from '../../lib/clock';
import { formatDate } from '../../lib/time';
import { persist, preferencesState, type FloatIconDay } from '../../state/preferences';

// The per-day float-icon state lives in the persisted preferences (spec 3 "stored in the
// browser"); these actions are a module of their own so the date code loads with the floating
// icons, not with the first screen.

/** Today's entry for a float icon, starting (or restarting, on a new day) its countdown. */
function todayEntry(iconId: string, at: number): FloatIconDay {
  const day = formatDate(at);
  const entry = preferencesState.floatIcons[iconId];
  if (entry && entry.day === day) return entry;
  preferencesState.floatIcons[iconId] = { day, startedAt: at, dismissed: false };
  persist();
  // The proxied copy, so later mutations of the entry are tracked.
  return preferencesState.floatIcons[iconId] as FloatIconDay;
}

/**
 * When the icon's countdown started today (spec 4: "per-day countdown; the start time resets
 * each new day"). The first call of a São Paulo day records the current time.
 */
export function floatIconStartedAt(iconId: string): number {
  return todayEntry(iconId, now()).startedAt;
}

/** Whether the player closed the icon today. */
export function isFloatIconDismissed(iconId: string): boolean {
  const entry = preferencesState.floatIcons[iconId];
  return entry !== undefined && entry.day === formatDate(now()) && entry.dismissed;
}

/** The player closes a floating icon (spec 4); it stays closed for the rest of the day. */
export function dismissFloatIcon(iconId: string): void {
  todayEntry(iconId, now()).dismissed = true;
  persist();
}
