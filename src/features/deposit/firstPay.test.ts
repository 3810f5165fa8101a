import { describe, expect, it } from 'vitest';
import { FIRST_PAY_ACTIVITY } from '../../../mocks/data/activities';
import { FIXED_NOW, MINUTE } from '../../../mocks/data/clock';
import { firstPayBonus, firstPayOffer } from './firstPay';

const SETS = FIRST_PAY_ACTIVITY.limitTimeFirstPaySets;

describe('firstPayOffer (spec 3 limitTimeFirstPaySets, tl minutes)', () => {
  it('is the open tier with the shortest time limit', () => {
    const registered = FIXED_NOW - 20 * MINUTE;
    expect(firstPayOffer(SETS, registered, false, FIXED_NOW)).toEqual({
      rate: 100,
      cap: 200,
      minPay: 20,
      endsAt: registered + 30 * MINUTE,
    });
  });

  it('moves to the next tier once the first ended', () => {
    const registered = FIXED_NOW - 45 * MINUTE;
    expect(firstPayOffer(SETS, registered, false, FIXED_NOW)).toMatchObject({
      rate: 50,
      endsAt: registered + 120 * MINUTE,
    });
  });

  it('is none after the first deposit, without a registration time, or once all ended', () => {
    expect(firstPayOffer(SETS, FIXED_NOW, true, FIXED_NOW)).toBeNull();
    expect(firstPayOffer(SETS, FIXED_NOW, undefined, FIXED_NOW)).toBeNull();
    expect(firstPayOffer(SETS, null, false, FIXED_NOW)).toBeNull();
    expect(firstPayOffer(SETS, FIXED_NOW - 1441 * MINUTE, false, FIXED_NOW)).toBeNull();
    expect(firstPayOffer([], FIXED_NOW, false, FIXED_NOW)).toBeNull();
  });

  it('without the reward fields (spec 3 names only tl) it still counts down', () => {
    expect(firstPayOffer([{ tl: 10 }], FIXED_NOW, false, FIXED_NOW)).toEqual({
      endsAt: FIXED_NOW + 10 * MINUTE,
    });
  });
});

describe('firstPayBonus (what the offer pays on a first deposit)', () => {
  const offer = { rate: 100, cap: 200, minPay: 20, endsAt: FIXED_NOW + 10 * MINUTE };

  it('is the rate of the amount, down to cents, up to the cap', () => {
    expect(firstPayBonus(offer, 150)).toBe(150);
    expect(firstPayBonus(offer, 500)).toBe(200);
    expect(firstPayBonus({ ...offer, rate: 20 }, 33.33)).toBe(6.66);
  });

  it('is nothing under the minimum, without a rate or an offer, or for a bad amount', () => {
    expect(firstPayBonus(offer, 19.99)).toBe(0);
    expect(firstPayBonus({ endsAt: offer.endsAt }, 150)).toBe(0);
    expect(firstPayBonus(null, 150)).toBe(0);
    expect(firstPayBonus(offer, Number.NaN)).toBe(0);
    expect(firstPayBonus(offer, -5)).toBe(0);
  });
});
