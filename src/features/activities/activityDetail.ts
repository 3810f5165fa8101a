import type { ActivityDetail, ActivityProgress, ClaimResult } from '../../api/contract';
import { claimActivityBonus } from '../../api/activities';
import { isApiError } from '../../api/errors';
import { claimOnce } from './activityClaim';
import { refreshActivities } from './activityRefresh';

/*
 * The rules of an activity's own page (/activityDetail/{type}?id=, spec 2): which id it shows,
 * what the player's part is, and its claim as a money action.
 */

/**
 * The activity id of the page's query (`?id=3008`): a positive whole number, else null (the
 * page says "not found" without asking the server). Spec 2: the path's `{type}` is only
 * informative, the id decides.
 */
export function parseActivityId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id')?.trim() ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What the page offers the reader. Spec 6: a visitor sees the public page and is asked to
 * register on claim. A player's part follows participationStatus (contract.ts CHOICE: 0 not
 * taking part, 1 a reward is waiting, 2 in progress, 3 finished; anything else reads as 0).
 */
export type ActivityPhase = 'visitor' | 'notJoined' | 'claimable' | 'inProgress' | 'finished';

export function activityPhase(
  detail: Pick<ActivityDetail, 'participationStatus'>,
  loggedIn: boolean,
): ActivityPhase {
  if (!loggedIn) return 'visitor';
  switch (detail.participationStatus) {
    case 1:
      return 'claimable';
    case 2:
      return 'inProgress';
    case 3:
      return 'finished';
    default:
      return 'notJoined';
  }
}

/** The progress bar's fill, a whole percent from 0 to 100 (a target of 0 or less reads full). */
export function progressPercent(progress: Pick<ActivityProgress, 'current' | 'target'>): number {
  if (!(progress.target > 0)) return 100;
  const share = Math.floor((Math.max(0, progress.current) / progress.target) * 100);
  return Math.min(100, Number.isFinite(share) ? share : 0);
}

/**
 * Codes that mean the activity does not exist for this reader: 3006 unknown activity (mock
 * world, mocks/world/codes.ts; a visitor asking for a login-only activity gets it too) and 404.
 */
const NOT_FOUND_CODES: readonly number[] = [3006, 404];

export function isActivityNotFound(error: unknown): boolean {
  return isApiError(error) && error.code !== undefined && NOT_FOUND_CODES.includes(error.code);
}

/**
 * Claims activity `id`'s bonus (POST getActivityBonus/{id}) as a money action: however many
 * taps, one request per intent, with its Idempotency-Key (claimOnce: then the wallet and the
 * header reminder badge are read again). Silent: a refusal is shown on the page, not as a toast
 * (spec 8 "unless the call supplies its own failure handler"). On success the activity lists
 * are refreshed too (spec 9: throttled at 300 ms).
 */
export async function claimActivity(id: number): Promise<ClaimResult> {
  const result = await claimOnce(`claim:activity:${id}`, (idempotencyKey) =>
    claimActivityBonus(id, { idempotencyKey, silent: true }),
  );
  refreshActivities();
  return result;
}
