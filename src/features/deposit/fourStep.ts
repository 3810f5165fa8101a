import type { FourPayActivity } from '../../api/contract';

/** Spec 9: the four-step deposit card has 4 steps. */
export const FOUR_STEPS = 4;

export type FourStepState = 'done' | 'next' | 'later';

export type FourStep = {
  /** 1 to 4. */
  number: number;
  /** Spec 3 `rr`: reward rate, percent of the deposit. */
  rate: number;
  /** Spec 3 `rla`: the largest reward of this step. */
  cap: number;
  state: FourStepState;
};

/** What the four-step deposit card shows. */
export type FourStepView = {
  /** Deposits already counted (spec 3 paySuccessTimes), 0 to 3 while the card shows. */
  done: number;
  steps: FourStep[];
  /** Spec 3 validEndTime: when the offer ends (epoch ms). */
  deadline: number;
};

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Spec 3 and 4, the four-step deposit bonus: the step reached is `paySuccessTimes` (0 to 4), each
 * of the 4 steps pays `rr` percent of that deposit up to `rla`. The card is hidden (null) when the
 * activity is absent, once 4 deposits are counted, and (CHOICE) once its validEndTime has passed
 * or when the server sends no step with a usable rate and cap.
 */
export function fourStepView(
  activity: FourPayActivity | null | undefined,
  at: number,
): FourStepView | null {
  if (!activity) return null;
  const done = isNumber(activity.paySuccessTimes)
    ? Math.max(0, Math.floor(activity.paySuccessTimes))
    : 0;
  if (done >= FOUR_STEPS) return null;
  if (!isNumber(activity.validEndTime) || activity.validEndTime <= at) return null;
  const list = Array.isArray(activity.payFourTimesSetList) ? activity.payFourTimesSetList : [];
  const steps = list.slice(0, FOUR_STEPS).map((set, index): FourStep => ({
    number: index + 1,
    rate: isNumber(set?.rr) ? set.rr : 0,
    cap: isNumber(set?.rla) ? set.rla : 0,
    state: index < done ? 'done' : index === done ? 'next' : 'later',
  }));
  if (!steps.some((step) => step.rate > 0 && step.cap > 0)) return null;
  return { done, steps, deadline: activity.validEndTime };
}

/**
 * The bonus the next deposit of `amount` earns on the four-step card: the next step's rate of
 * the amount, up to its cap, rounded down to cents (never promise more than is paid). 0 when the
 * card is hidden or the amount is not a positive number.
 */
export function nextStepBonus(view: FourStepView | null, amount: number): number {
  const next = view?.steps.find((step) => step.state === 'next');
  if (!next || !isNumber(amount) || amount <= 0) return 0;
  const bonus = Math.floor(Math.round(amount * next.rate * 100) / 100) / 100;
  return Math.min(bonus, next.cap);
}
