import { describe, expect, it } from 'vitest';
import type { ScratchCard, ScratchCardDetails } from '../../../api/contract';
import {
  canCombine,
  canWithdraw,
  combineBonus,
  hiddenCards,
  pathLength,
  scratchedEnough,
  scratchEnded,
  scratchPhase,
} from './scratchRules';

const hidden = (id: number): ScratchCard => ({
  id,
  state: 'hidden',
  prizeAmount: null,
  combined: false,
});
const revealed = (id: number, prizeAmount: number, combined = false): ScratchCard => ({
  id,
  state: 'revealed',
  prizeAmount,
  combined,
});

const details = (cards: ScratchCard[], withdrawableAmount = 0): ScratchCardDetails => ({
  initialRewardAmount: 18452.37,
  cards,
  withdrawableAmount,
  withdrawnAmount: 0,
  combineMultiplier: 1.2,
  combineMin: 2,
  currency: 'BRL',
});

describe('scratch card phase (spec 6: visitors are invited, players see their cards)', () => {
  it('a visitor is invited whatever the answer holds', () => {
    expect(scratchPhase(details([hidden(1)]), false)).toBe('visitor');
  });
  it('no card and nothing to withdraw is empty', () => {
    expect(scratchPhase(details([]), true)).toBe('empty');
  });
  it('cards, or a prize still to withdraw, show the cards', () => {
    expect(scratchPhase(details([hidden(1)]), true)).toBe('cards');
    expect(scratchPhase(details([], 2.5), true)).toBe('cards');
  });
});

describe('scratchEnded', () => {
  it('is over only after the last instant of the period', () => {
    expect(scratchEnded({ endTime: 1000 }, 1000)).toBe(false);
    expect(scratchEnded({ endTime: 1000 }, 1001)).toBe(true);
  });
  it('a period without an end never ends', () => {
    expect(scratchEnded({ endTime: Number.NaN }, 1)).toBe(false);
  });
});

describe('combine (contract ScratchCardDetails CHOICE)', () => {
  it('needs at least combineMin hidden cards', () => {
    expect(canCombine(details([hidden(1), hidden(2)]), false)).toBe(true);
    expect(canCombine(details([hidden(1), revealed(2, 4)]), false)).toBe(false);
    expect(hiddenCards(details([hidden(1), revealed(2, 4)]))).toHaveLength(1);
  });
  it('never twice, never after the period', () => {
    expect(canCombine(details([hidden(1), hidden(2), revealed(4, 15, true)]), false)).toBe(false);
    expect(canCombine(details([hidden(1), hidden(2)]), true)).toBe(false);
  });
  it('never with fewer than two cards, whatever the server says', () => {
    expect(canCombine({ ...details([hidden(1)]), combineMin: 1 }, false)).toBe(false);
  });
  it('the bonus is the multiplier over one, exactly', () => {
    expect(combineBonus(1.2)).toBe(0.2);
    expect(combineBonus(1.15)).toBe(0.15);
    expect(combineBonus(1)).toBe(0);
    expect(combineBonus(0.5)).toBe(0);
    expect(combineBonus(Number.NaN)).toBe(0);
  });
});

describe('withdraw', () => {
  it('only with something revealed', () => {
    expect(canWithdraw(details([revealed(1, 2.5)], 2.5))).toBe(true);
    expect(canWithdraw(details([hidden(1)]))).toBe(false);
  });
});

describe('pointer scratching', () => {
  it('sums the path', () => {
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
        { x: 3, y: 10 },
      ]),
    ).toBe(11);
    expect(pathLength([{ x: 1, y: 1 }])).toBe(0);
  });
  it('scratches once the path is one and a half widths long', () => {
    expect(scratchedEnough(149, 100)).toBe(false);
    expect(scratchedEnough(150, 100)).toBe(true);
    expect(scratchedEnough(500, 0)).toBe(false);
  });
});
