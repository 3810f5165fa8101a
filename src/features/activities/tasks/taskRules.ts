import type {
  CarnivalPointsReward,
  DayTask,
  SevenDaySignDetail,
  TreasureBox,
} from '../../../api/contract';

/*
 * The rules of the task family (spec 7 "seven-day sign and chest; day task; carnival tasks and
 * points; treasure box collect/{serialNumber}"): what each view shows, derived from the server's
 * answers. Pure, unit-tested beside (taskRules.test.ts).
 */

/** A task's way to its target as a whole percent, 0 to 100 (a target of 0 counts as done). */
export function taskPercent(progress: number, target: number): number {
  if (!(target > 0)) return 100;
  const share = Math.floor((Math.max(0, progress) / target) * 100);
  return Math.min(100, Number.isFinite(share) ? share : 0);
}

/** A task is done when the server says so or its progress reached the target. */
export const taskDone = (task: Pick<DayTask, 'progress' | 'target'> & { done?: boolean }) =>
  task.done === true || task.progress >= task.target;

/** How many of today's tasks are done, of how many. */
export function dayTaskSummary(tasks: readonly DayTask[]): { done: number; total: number } {
  return { done: tasks.filter(taskDone).length, total: tasks.length };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** São Paulo is UTC-3 all year (no daylight saving since 2019; spec 9 time zone). */
const SAO_PAULO_OFFSET = -3 * HOUR;

/**
 * The next São Paulo midnight after `at` (epoch ms): when today's tasks are replaced (spec 9
 * time zone; the mock world's daily rewards reset there too).
 */
export function nextSaoPauloMidnight(at: number): number {
  const local = at + SAO_PAULO_OFFSET;
  return Math.floor(local / DAY) * DAY + DAY - SAO_PAULO_OFFSET;
}

/** What the chest reads of the seven-day detail (`days` may be the view's read-only copy). */
export type ChestInput = Pick<SevenDaySignDetail, 'signedDays' | 'chestReward' | 'chestOpened'> & {
  days: readonly SevenDaySignDetail['days'][number][];
};

export type ChestState =
  { kind: 'locked'; daysLeft: number } | { kind: 'ready' } | { kind: 'opened'; amount: number };

/**
 * The week's chest of the seven-day sign-in: locked until every day is signed, then openable
 * once; opened (with its prize) once the server says so or a claim just won `wonAmount`.
 */
export function chestState(detail: ChestInput, wonAmount: number | null = null): ChestState {
  if (wonAmount !== null) return { kind: 'opened', amount: wonAmount };
  if (detail.chestOpened) return { kind: 'opened', amount: detail.chestReward };
  const total = detail.days.length;
  if (detail.signedDays >= total) return { kind: 'ready' };
  return { kind: 'locked', daysLeft: total - detail.signedDays };
}

export type CarnivalStanding = {
  /** Points missing for the next reward not yet reached; null when every reward is reached. */
  toNext: { points: number; amount: number } | null;
  /** The price list, cheapest first, each marked reached or not. */
  rewards: (CarnivalPointsReward & { reached: boolean })[];
};

/** Where the player's carnival points stand on the price list. */
export function carnivalStanding(
  points: number,
  rewards: readonly CarnivalPointsReward[],
): CarnivalStanding {
  const sorted = [...rewards].sort((a, b) => a.points - b.points);
  const next = sorted.find((reward) => reward.points > points);
  return {
    toNext: next ? { points: next.points - points, amount: next.amount } : null,
    rewards: sorted.map((reward) => ({ ...reward, reached: points >= reward.points })),
  };
}

export type BoxState = 'locked' | 'collectable' | 'collected';

/** A treasure box's state; a box collected a moment ago counts as collected at once. */
export function boxState(box: TreasureBox, collectedNow: ReadonlySet<string>): BoxState {
  if (box.status === 2 || collectedNow.has(box.serialNumber)) return 'collected';
  return box.status === 1 ? 'collectable' : 'locked';
}

/** The boxes the player can open now. */
export function collectableCount(
  boxes: readonly TreasureBox[],
  collectedNow: ReadonlySet<string>,
): number {
  return boxes.filter((box) => boxState(box, collectedNow) === 'collectable').length;
}
