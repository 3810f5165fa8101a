import { describe, expect, it } from 'vitest';
import type { TreasureBox } from '../../../api/contract';
import {
  boxState,
  carnivalStanding,
  chestState,
  collectableCount,
  dayTaskSummary,
  nextSaoPauloMidnight,
  taskDone,
  taskPercent,
} from './taskRules';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ day: i + 1, reward: 1, status: 3 as const }));

describe('taskPercent', () => {
  it('floors to whole percents and stays within 0 to 100', () => {
    expect(taskPercent(40, 100)).toBe(40);
    expect(taskPercent(2, 3)).toBe(66);
    expect(taskPercent(12, 10)).toBe(100);
    expect(taskPercent(-3, 10)).toBe(0);
  });

  it('counts a target of 0 as done, and NaN progress as nothing', () => {
    expect(taskPercent(0, 0)).toBe(100);
    expect(taskPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('day tasks', () => {
  it('a task is done at its target even if the server flag lags', () => {
    expect(taskDone({ progress: 1, target: 1, done: false })).toBe(true);
    expect(taskDone({ progress: 0, target: 1, done: true })).toBe(true);
    expect(taskDone({ progress: 40, target: 100 })).toBe(false);
  });

  it('summarises done of total', () => {
    const task = (progress: number) => ({
      id: progress,
      title: 't',
      progress,
      target: 1,
      unit: 'count' as const,
      done: progress >= 1,
      reward: 1,
      currency: 'BRL',
    });
    expect(dayTaskSummary([task(1), task(0), task(1)])).toEqual({ done: 2, total: 3 });
    expect(dayTaskSummary([])).toEqual({ done: 0, total: 0 });
  });
});

describe('nextSaoPauloMidnight (spec 9 time zone, UTC-3)', () => {
  it('22/11/2026 12:00 in São Paulo resets at 23/11 00:00 there (03:00 UTC), 12 h later', () => {
    const noon = Date.UTC(2026, 10, 22, 15, 0, 0);
    expect(nextSaoPauloMidnight(noon)).toBe(Date.UTC(2026, 10, 23, 3, 0, 0));
  });

  it('at 23:59:59 local it is one second away; at midnight the next day starts', () => {
    expect(nextSaoPauloMidnight(Date.UTC(2026, 10, 23, 2, 59, 59))).toBe(Date.UTC(2026, 10, 23, 3));
    expect(nextSaoPauloMidnight(Date.UTC(2026, 10, 23, 3))).toBe(Date.UTC(2026, 10, 24, 3));
  });
});

describe('chestState (spec 7 seven-day sign and chest)', () => {
  const sign = { days: days(7), chestReward: 18, chestOpened: false };

  it('is locked with the days still missing until all seven are signed', () => {
    expect(chestState({ ...sign, signedDays: 2 })).toEqual({ kind: 'locked', daysLeft: 5 });
    expect(chestState({ ...sign, signedDays: 6 })).toEqual({ kind: 'locked', daysLeft: 1 });
  });

  it('is ready at seven days, opened once the server says so or a claim just won', () => {
    expect(chestState({ ...sign, signedDays: 7 })).toEqual({ kind: 'ready' });
    expect(chestState({ ...sign, signedDays: 7, chestOpened: true })).toEqual({
      kind: 'opened',
      amount: 18,
    });
    expect(chestState({ ...sign, signedDays: 7 }, 18)).toEqual({ kind: 'opened', amount: 18 });
  });
});

describe('carnivalStanding', () => {
  const rewards = [
    { points: 100, amount: 5 },
    { points: 50, amount: 2 },
    { points: 250, amount: 15 },
  ];

  it('sorts the price list, marks what the points reach and the way to the next prize', () => {
    const standing = carnivalStanding(70, rewards);
    expect(standing.rewards.map((r) => [r.points, r.reached])).toEqual([
      [50, true],
      [100, false],
      [250, false],
    ]);
    expect(standing.toNext).toEqual({ points: 30, amount: 5 });
  });

  it('has no next prize once every price is reached, and a price met exactly counts', () => {
    expect(carnivalStanding(250, rewards).toNext).toBeNull();
    expect(carnivalStanding(100, rewards).rewards[1]?.reached).toBe(true);
    expect(carnivalStanding(0, []).toNext).toBeNull();
  });
});

describe('treasure boxes', () => {
  const box = (serialNumber: string, status: TreasureBox['status']): TreasureBox => ({
    serialNumber,
    status,
    reward: 1,
    currency: 'BRL',
    invitesNeeded: 1,
  });

  it('reads the status, and a box collected a moment ago as collected', () => {
    const none = new Set<string>();
    expect(boxState(box('A', 0), none)).toBe('locked');
    expect(boxState(box('A', 1), none)).toBe('collectable');
    expect(boxState(box('A', 2), none)).toBe('collected');
    expect(boxState(box('A', 1), new Set(['A']))).toBe('collected');
  });

  it('counts the boxes that can be opened now', () => {
    const boxes = [box('A', 1), box('B', 1), box('C', 0), box('D', 2)];
    expect(collectableCount(boxes, new Set())).toBe(2);
    expect(collectableCount(boxes, new Set(['A']))).toBe(1);
  });
});
