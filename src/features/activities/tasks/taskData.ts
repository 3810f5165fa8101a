import {
  collectTreasureBox,
  getCarnivalPoints,
  getCarnivalTasks,
  getDayTasks,
  openSevenDayChest,
} from '../../../api/activities';
import type { CarnivalPoints, CarnivalTask, ClaimResult, DayTask } from '../../../api/contract';
import { claimOnce, usePopupDetail, type PopupDetail } from '../activityClaim';

/*
 * The calls of the task family (spec 7): the lists the views read, and their money actions, each
 * through `claimOnce` (one request per intent, an Idempotency-Key, then the wallet and the reminder
 * badge refresh). Refusals are silent here: each view says them in place.
 */

/** Today's tasks (GET dayTask/list) of the logged-in player; `enabled` false skips the call. */
export function useDayTasks(enabled: boolean): PopupDetail<DayTask[]> {
  return usePopupDetail(enabled ? getDayTasks.key() : null, () =>
    getDayTasks(undefined, { silent: true }),
  );
}

/** The carnival tasks (type 35) of the logged-in player. */
export function useCarnivalTasks(enabled: boolean): PopupDetail<CarnivalTask[]> {
  return usePopupDetail(enabled ? getCarnivalTasks.key() : null, () =>
    getCarnivalTasks(undefined, { silent: true }),
  );
}

/** The carnival points balance and price list of the logged-in player. */
export function useCarnivalPoints(enabled: boolean): PopupDetail<CarnivalPoints> {
  return usePopupDetail(enabled ? getCarnivalPoints.key() : null, () =>
    getCarnivalPoints(undefined, { silent: true }),
  );
}

/** Money action: opens the seven-day sign-in chest of activity `activityId` (once per week). */
export function openChest(activityId: number): Promise<ClaimResult> {
  return claimOnce(`claim:sevenDayChest:${activityId}`, (idempotencyKey) =>
    openSevenDayChest({}, { idempotencyKey, silent: true }),
  );
}

/** Money action: collects the treasure box `serialNumber` (once per box). */
export function collectBox(serialNumber: string): Promise<ClaimResult> {
  return claimOnce(`claim:treasureBox:${serialNumber}`, (idempotencyKey) =>
    collectTreasureBox(serialNumber, { idempotencyKey, silent: true }),
  );
}
