import { describe, expect, it } from 'vitest';
import type { Page, VipLevel } from '../../api/contract';
import {
  currentLevelOf,
  goal,
  goalsFor,
  levelFromSearch,
  markOf,
  mergeLevelPages,
  standingOf,
} from './vipLevels';

const level = (n: number, patch: Partial<VipLevel> = {}): VipLevel => ({
  level: n,
  name: `VIP ${n}`,
  requiredBet: [0, 1000, 5000, 20000, 50000][n] ?? 100000,
  rebateRate: 0.1 * (n + 1),
  requiredDeposit: [0, 100, 500, 2000, 5000][n] ?? 10000,
  ...patch,
});

const page = (list: VipLevel[], total: number): Page<VipLevel> => ({
  list,
  total,
  pageNum: 1,
  pageSize: 10,
});

describe('mergeLevelPages', () => {
  it('joins the pages lowest level first, each level once (the later row wins)', () => {
    const merged = mergeLevelPages([
      page([level(2), level(0), level(1)], 4),
      page([level(1, { name: 'Prata' }), level(3)], 4),
    ]);
    expect(merged.map((row) => row.name)).toEqual(['VIP 0', 'Prata', 'VIP 2', 'VIP 3']);
  });
});

describe('goal', () => {
  it('says what is missing in whole cents and rounds the ratio down', () => {
    // The demo player: R$ 27.450,80 of the R$ 50.000,00 VIP 4 asks for.
    expect(goal(27450.8, 50000)).toEqual({
      done: 27450.8,
      target: 50000,
      ratio: 0.54,
      missing: 22549.2,
    });
  });

  it('never shows 100 % while a cent is missing, and is met at the target or past it', () => {
    expect(goal(49999.99, 50000).ratio).toBe(0.99);
    expect(goal(49999.99, 50000).missing).toBe(0.01);
    expect(goal(50000, 50000)).toMatchObject({ ratio: 1, missing: 0 });
    expect(goal(80000, 50000)).toMatchObject({ ratio: 1, missing: 0 });
  });

  it('treats a target of 0 as met and a bad total as nothing done', () => {
    expect(goal(0, 0)).toMatchObject({ ratio: 1, missing: 0 });
    expect(goal(Number.NaN, 100)).toMatchObject({ done: 0, ratio: 0, missing: 100 });
    expect(goal(-5, 100)).toMatchObject({ done: 0, missing: 100 });
  });
});

describe('standingOf', () => {
  const levels = [level(0), level(1), level(2), level(3), level(4)];

  it('climbing: the next level with the bet and the deposit still missing', () => {
    const current = level(3, { current: true, totalBet: 27450.8, totalDeposit: 3200 });
    const standing = standingOf(levels, current);
    expect(standing).toMatchObject({
      kind: 'climbing',
      next: { level: 4 },
      bet: { missing: 22549.2 },
      deposit: { missing: 1800, ratio: 0.64 },
      met: false,
    });
  });

  it('met: every condition of the next level is reached (the server moves the player up)', () => {
    const current = level(1, { current: true, totalBet: 6000, totalDeposit: 600 });
    expect(standingOf(levels, current)).toMatchObject({ kind: 'climbing', met: true });
  });

  it('top: no level above the player', () => {
    expect(standingOf(levels, level(4, { current: true }))).toEqual({
      kind: 'top',
      current: level(4, { current: true }),
    });
  });

  it('a level without a deposit condition has no deposit goal', () => {
    const next = level(1, { requiredDeposit: 0 });
    expect(goalsFor(next, { bet: 10, deposit: 0 }).deposit).toBeNull();
    expect(
      goalsFor(level(1, { requiredDeposit: undefined }), { bet: 10, deposit: 0 }).deposit,
    ).toBeNull();
  });
});

describe('the player against the levels', () => {
  const levels = [level(0), level(1, { current: true }), level(2)];

  it('finds the member row marked current, none for the public table', () => {
    expect(currentLevelOf(levels)?.level).toBe(1);
    expect(currentLevelOf([level(0), level(1)])).toBeNull();
  });

  it('marks the player’s own level, those below it, and nothing for a visitor', () => {
    const current = levels[1] ?? null;
    expect(levels.map((row) => markOf(row, current))).toEqual(['reached', 'current', null]);
    expect(markOf(level(0), null)).toBeNull();
  });
});

describe('levelFromSearch', () => {
  it('reads ?level=N as a whole number of at most 3 digits', () => {
    expect(levelFromSearch('level=4')).toBe(4);
    expect(levelFromSearch('?level=0')).toBe(0);
    expect(levelFromSearch('x=1&level=10')).toBe(10);
  });

  it('gives null for a missing or odd value, so the page falls back', () => {
    for (const search of [
      '',
      'level=',
      'level=-1',
      'level=1.5',
      'level=abc',
      'level=1000',
      'level=1e2',
    ]) {
      expect({ search, level: levelFromSearch(search) }).toEqual({ search, level: null });
    }
  });
});
