import { now } from '../../lib/clock';
import { formatDate } from '../../lib/time';
import { openOverlay } from '../../state/overlays';
import { registerStore } from '../../state/reset';
import { readStored, removeStored, writeStored } from '../../state/storage';

/**
 * localStorage key of "Não mostrar novamente hoje": the São Paulo day (dd/mm/aaaa, lib/time.ts)
 * on which the player ticked it. CHOICE: its own key rather than a field of the preferences
 * store, whose per-day storage is shaped for the floating icons (spec 4); a plain day string
 * needs no schema, and a stale one simply stops matching the next day.
 */
export const NOTICES_HIDDEN_DAY_KEY = 'vitrine.noticesHiddenDay';

/** The same day in memory, for browsers that refuse storage (private modes): this visit only. */
let hiddenDay = '';

/** Whether the player asked not to see notice pop-ups again today (São Paulo day). */
export function noticesHiddenToday(at: number = now()): boolean {
  const today = formatDate(at);
  return today !== '' && (readStored(NOTICES_HIDDEN_DAY_KEY) ?? hiddenDay) === today;
}

/** Ticks (or unticks) "Não mostrar novamente hoje" for the current São Paulo day. */
export function hideNoticesToday(hidden: boolean, at: number = now()): void {
  const today = formatDate(at);
  hiddenDay = hidden ? today : '';
  if (hiddenDay !== '') writeStored(NOTICES_HIDDEN_DAY_KEY, hiddenDay);
  else removeStored(NOTICES_HIDDEN_DAY_KEY);
}

/**
 * Opens the notice pop-ups (after login, or on app start with a session) unless the player
 * hid them for today. Returns whether they were opened.
 */
export function openNotices(): boolean {
  if (noticesHiddenToday()) return false;
  openOverlay('notice', {});
  return true;
}

registerStore(() => {
  hiddenDay = '';
  removeStored(NOTICES_HIDDEN_DAY_KEY);
});
