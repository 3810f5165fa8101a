import { describe, expect, it } from 'vitest';
import type { Activity } from '../../api/contract';
import { activityTap, paletteIndex, visibleActivities } from './activityRules';
import { ACTIVITY_TYPE_ROWS } from './activityTypes';

/** Spec 6: "activity types 1, 2, 10, 32, 35, 36, 37 are hidden from the list". */
const HIDDEN = [1, 2, 10, 32, 35, 36, 37];

const activity = (type: number, loginShow: 0 | 1 = 1): Activity => ({
  id: 3000 + type,
  type,
  category: 1,
  loginShow,
  activityLang: { title: `Atividade ${type}`, bannerPicUrl: '' },
  participationStatus: 0,
  iconImg: '',
  abbreviation: `A${type}`,
});

describe('visibleActivities (spec 6)', () => {
  const list = [activity(3), activity(7, 0), activity(5), ...HIDDEN.map((t) => activity(t))];

  it('shows visitors only loginShow 1, never a hidden type', () => {
    expect(visibleActivities(list, false).map((a) => a.type)).toEqual([3, 5]);
  });

  it('shows players loginShow 0 too, still without the hidden types', () => {
    expect(visibleActivities(list, true).map((a) => a.type)).toEqual([3, 7, 5]);
  });

  it('hides exactly types 1, 2, 10, 32, 35, 36 and 37', () => {
    const hiddenLoginShow0 = HIDDEN.map((t) => activity(t, 0));
    expect(visibleActivities(hiddenLoginShow0, true)).toEqual([]);
    // Every other type the table knows, and one it does not, is listed.
    const others = [...ACTIVITY_TYPE_ROWS.map((row) => row.type), 999]
      .filter((t) => !HIDDEN.includes(t))
      .map((t) => activity(t));
    expect(others.length).toBeGreaterThan(15);
    expect(visibleActivities(others, true)).toEqual(others);
  });
});

describe('activityTap (spec 2)', () => {
  it.each([
    [5, '/promotion'],
    [3, '/viprule'],
    [6, '/rechargeRule'],
  ])('type %i goes to %s', (type, to) => {
    expect(activityTap({ id: 9, type })).toEqual({ kind: 'navigate', to });
  });

  it.each([
    [21, 'signIn'],
    [39, 'newRedPacket'],
    [4, 'redPacket'],
  ] as const)('type %i opens the %s pop-up with the activity id', (type, name) => {
    expect(activityTap({ id: 3000 + type, type })).toEqual({
      kind: 'overlay',
      name,
      props: { activityId: 3000 + type },
    });
  });

  it('any other type goes to /activityDetail/{type}?id={id}', () => {
    expect(activityTap({ id: 3014, type: 14 })).toEqual({
      kind: 'navigate',
      to: '/activityDetail/14?id=3014',
    });
    expect(activityTap({ id: 77, type: 999 })).toEqual({
      kind: 'navigate',
      to: '/activityDetail/999?id=77',
    });
  });
});

describe('paletteIndex (spec 3: 6 colours)', () => {
  it('cycles over six entries', () => {
    expect([0, 1, 5, 6, 7, 12, 13].map(paletteIndex)).toEqual([0, 1, 5, 0, 1, 0, 1]);
  });
});
