import { describe, expect, it } from 'vitest';
import {
  FOUR_PAY_ACTIVITY,
  FOUR_PAY_ACTIVITY_DONE,
  FOUR_PAY_ACTIVITY_FRESH,
} from '../../../mocks/data/activities';
import { FIXED_NOW } from '../../../mocks/data/clock';
import { fourStepView, nextStepBonus } from './fourStep';

describe('fourStepView (spec 3, 4: the four-step deposit card)', () => {
  it('step = paySuccessTimes: done, next and later steps with rate and cap', () => {
    const view = fourStepView(FOUR_PAY_ACTIVITY, FIXED_NOW);
    expect(view?.done).toBe(1);
    expect(view?.steps.map((s) => s.state)).toEqual(['done', 'next', 'later', 'later']);
    expect(view?.steps[1]).toMatchObject({ number: 2, rate: 50, cap: 200 });
    expect(view?.deadline).toBe(FOUR_PAY_ACTIVITY.validEndTime);
  });

  it('a fresh account starts at step 0 with the first deposit next', () => {
    expect(fourStepView(FOUR_PAY_ACTIVITY_FRESH, FIXED_NOW)?.steps[0]?.state).toBe('next');
  });

  it('is hidden at 4, when absent, and once its deadline passed', () => {
    expect(fourStepView(FOUR_PAY_ACTIVITY_DONE, FIXED_NOW)).toBeNull();
    expect(fourStepView(null, FIXED_NOW)).toBeNull();
    expect(fourStepView(undefined, FIXED_NOW)).toBeNull();
    expect(fourStepView(FOUR_PAY_ACTIVITY, FOUR_PAY_ACTIVITY.validEndTime)).toBeNull();
    expect(fourStepView({ ...FOUR_PAY_ACTIVITY, paySuccessTimes: 7 }, FIXED_NOW)).toBeNull();
  });

  it('is hidden when no step has a usable rate and cap', () => {
    expect(fourStepView({ ...FOUR_PAY_ACTIVITY, payFourTimesSetList: [] }, FIXED_NOW)).toBeNull();
  });
});

describe('nextStepBonus', () => {
  it('is the next step rate of the amount, up to its cap, rounded down to cents', () => {
    const view = fourStepView(FOUR_PAY_ACTIVITY, FIXED_NOW);
    expect(nextStepBonus(view, 50)).toBe(25);
    expect(nextStepBonus(view, 10.01)).toBe(5);
    expect(nextStepBonus(view, 1000)).toBe(200);
    expect(nextStepBonus(null, 50)).toBe(0);
  });
});
