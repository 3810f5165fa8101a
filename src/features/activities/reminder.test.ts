import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import {
  activityState,
  countActivityReminders,
  loadParticipations,
  setParticipations,
} from './reminder';
import { setSession } from '../../state/session';

const entries = [
  { activityId: 1, type: 21, participationStatus: 1 },
  { activityId: 2, type: 39, participationStatus: 0 },
  { activityId: 3, type: 6, participationStatus: 1 },
  { activityId: 4, type: 5, participationStatus: 2 },
];

describe('activity reminder (spec 4)', () => {
  it('counts only entries with participation status 1 for a logged-in player', () => {
    expect(countActivityReminders(entries, true)).toBe(2);
    expect(countActivityReminders([], true)).toBe(0);
  });

  it('counts nothing for visitors', () => {
    expect(countActivityReminders(entries, false)).toBe(0);
  });

  it('loads the entries for a logged-in player only', async () => {
    await loadParticipations();
    expect(activityState.participations).toEqual([]);
    // The mock world's demo player has five activities with a reward waiting (mocks/data); the
    // daily cashback is credited by itself, so it never waits.
    setSession(DEMO_ACCOUNT.info);
    await loadParticipations();
    expect(countActivityReminders(activityState.participations, true)).toBe(5);
  });

  it('setParticipations replaces the entries', () => {
    setParticipations(entries);
    expect(activityState.participations).toHaveLength(4);
  });
});
