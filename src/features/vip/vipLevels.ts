import type { Page, VipLevel } from '../../api/contract';

/**
 * VIP level rules (spec 7 vipLevel and memberLevel pages, spec 9 page sizes). Pure: the hooks
 * and pieces of this folder read the pages through these.
 */

/** The rows of every page loaded so far, each level once, lowest level first. */
export function mergeLevelPages(pages: readonly Page<VipLevel>[]): VipLevel[] {
  const byLevel = new Map<number, VipLevel>();
  for (const page of pages) {
    for (const row of page.list) {
      // A level that shows up twice (pages shifted between two loads): the later row wins.
      if (Number.isFinite(row.level)) byLevel.set(row.level, row);
    }
  }
  return [...byLevel.values()].sort((a, b) => a.level - b.level);
}

/** How a level relates to the player: theirs, one they passed, or neither (or a visitor). */
export type LevelMark = 'current' | 'reached' | null;

export function markOf(level: VipLevel, current: VipLevel | null): LevelMark {
  if (!current) return null;
  if (level.level === current.level) return 'current';
  return level.level < current.level ? 'reached' : null;
}

/** The player's own level: the memberLevel row marked `current` (CHOICE), or null. */
export function currentLevelOf(levels: readonly VipLevel[]): VipLevel | null {
  return levels.find((row) => row.current === true) ?? null;
}

/** One condition of a level against what the player has done so far. */
export type Goal = {
  /** What the player has (total bet, total deposit). */
  done: number;
  /** What the level asks for. */
  target: number;
  /** done / target, between 0 and 1, rounded down to whole percents (never shows 100 % early). */
  ratio: number;
  /** What is still missing, in cents (never negative). */
  missing: number;
};

/** A condition compared: a target of 0 (or less) is met from the start. */
export function goal(done: number, target: number): Goal {
  const have = Number.isFinite(done) && done > 0 ? done : 0;
  if (!(target > 0)) return { done: have, target: 0, ratio: 1, missing: 0 };
  const ratio = Math.min(1, Math.floor((have / target) * 100) / 100);
  // Amounts carry 2 decimals: the difference in whole cents, so 50000 - 27450.8 is 22549.2.
  const missing = Math.max(0, Math.round((target - have) * 100) / 100);
  return { done: have, target, ratio: missing > 0 ? Math.min(ratio, 0.99) : 1, missing };
}

/** The player's running totals, read from their memberLevel row (CHOICE). */
export type VipTotals = { bet: number; deposit: number };

export function totalsOf(current: VipLevel): VipTotals {
  return { bet: current.totalBet ?? 0, deposit: current.totalDeposit ?? 0 };
}

/** What reaching `target` asks of the player: the bet, and the deposit when the level asks one. */
export function goalsFor(
  target: VipLevel,
  totals: VipTotals,
): { bet: Goal; deposit: Goal | null; met: boolean } {
  const bet = goal(totals.bet, target.requiredBet);
  const deposit =
    target.requiredDeposit !== undefined && target.requiredDeposit > 0
      ? goal(totals.deposit, target.requiredDeposit)
      : null;
  return { bet, deposit, met: bet.missing === 0 && (deposit === null || deposit.missing === 0) };
}

/**
 * Where the player stands: at the top level, or on the way to the next one with each of its
 * conditions. `levels` sorted (mergeLevelPages).
 */
export type Standing =
  | { kind: 'top'; current: VipLevel }
  | {
      kind: 'climbing';
      current: VipLevel;
      next: VipLevel;
      bet: Goal;
      deposit: Goal | null;
      /** Every condition of the next level is met: the server moves the player up on its own. */
      met: boolean;
    };

export function standingOf(levels: readonly VipLevel[], current: VipLevel): Standing {
  const next = levels.find((row) => row.level > current.level);
  if (!next) return { kind: 'top', current };
  return { kind: 'climbing', current, next, ...goalsFor(next, totalsOf(current)) };
}

/**
 * The level asked for in `?level=N` (/viprule/level): a whole number of at most 3 digits, or
 * null when the query has none (or something else), so the page falls back to a default.
 */
export function levelFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('level');
  if (value === null || !/^\d{1,3}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The address of one level's detail page. */
export const levelHref = (level: number) => `/viprule/level?level=${level}`;
