import { describe, expect, it } from 'vitest';
import { ACTIVITIES, ACTIVITY_DETAILS } from '../../../mocks/data/activities';
import * as table from './activityTypes';
import {
  ACTIVITY_TYPE_ROWS,
  activityTypeRow,
  DEPOSIT_BONUS,
  FIRST_DEPOSIT,
  isHiddenActivityType,
  NEW_RED_PACKET,
  SCRATCH_CARD,
} from './activityTypes';

describe('the activity type table', () => {
  it('lists every row it declares, one row per type number', () => {
    const declared = Object.values(table).filter(
      (value) => typeof value === 'object' && !Array.isArray(value) && 'type' in value,
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(ACTIVITY_TYPE_ROWS)).toEqual(new Set(declared));
    const types = ACTIVITY_TYPE_ROWS.map((row) => row.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('finds each row by its type number', () => {
    for (const row of ACTIVITY_TYPE_ROWS) expect(activityTypeRow(row.type)).toBe(row);
    expect(SCRATCH_CARD.type).toBe(14);
    expect(FIRST_DEPOSIT.type).toBe(7);
    expect(NEW_RED_PACKET.type).toBe(39);
    expect(DEPOSIT_BONUS.type).toBe(6);
  });

  it('knows every activity type the mock world serves', () => {
    const served = new Set([...ACTIVITIES, ...ACTIVITY_DETAILS].map((activity) => activity.type));
    expect(served.size).toBeGreaterThan(20);
    for (const type of served) expect(activityTypeRow(type), `type ${type}`).toBeDefined();
  });

  it('does not know a type no row names, and lists it', () => {
    expect(activityTypeRow(999)).toBeUndefined();
    expect(activityTypeRow(Number.NaN)).toBeUndefined();
    expect(isHiddenActivityType(999)).toBe(false);
  });

  it('hides exactly the spec 6 types from every list', () => {
    const hidden = ACTIVITY_TYPE_ROWS.map((row) => row.type).filter(isHiddenActivityType);
    expect(hidden.sort((a, b) => a - b)).toEqual([1, 2, 10, 32, 35, 36, 37]);
  });

  it('opens the spec 2 pages and pop-ups from their types', () => {
    const views = new Map(ACTIVITY_TYPE_ROWS.map((row) => [row.type, row.view]));
    expect(views.get(3)).toEqual({ route: '/viprule' });
    expect(views.get(5)).toEqual({ route: '/promotion' });
    expect(views.get(6)).toEqual({ route: '/rechargeRule' });
    expect(views.get(21)).toEqual({ overlay: 'signIn' });
    expect(views.get(39)).toEqual({ overlay: 'newRedPacket' });
    expect(views.get(4)).toEqual({ overlay: 'redPacket' });
    const others = ACTIVITY_TYPE_ROWS.filter((row) => ![3, 4, 5, 6, 21, 39].includes(row.type));
    expect(others.every((row) => row.view === 'own' || row.view === 'generic')).toBe(true);
  });
});
