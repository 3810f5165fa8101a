import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_ROWS, BET_RANKING, INVITE_RANKING } from '../activityTypes';
import { activityTypeView, ownViewType, typeViewEntry } from './typeViews';

describe('the views of the activity types (spec 7)', () => {
  const own = ACTIVITY_TYPE_ROWS.flatMap((row) => ownViewType(row.type) ?? []);

  it('gives 14 types a view of their own', () => {
    expect(own).toHaveLength(14);
  });

  // The first view to load pays for transforming what every view shares (React, the ui kit,
  // the theme): 2.8 s on a quiet machine, near vitest's 5 s on a busy one. Loaded here with its
  // own budget, so each test below loads only its own chunk.
  beforeAll(async () => {
    await typeViewEntry(own[0] as (typeof own)[number]).load();
  }, 60_000);

  // One test per view: each loads its own chunk and what it imports, a cold transform each.
  it.each(own)('loads a component for type %i', async (type) => {
    expect(typeof (await typeViewEntry(type).load())).toBe('function');
  });

  it.each([
    [14, true],
    [8, false],
    [1, true],
    [2, true],
    [12, true],
    [37, true],
    [7, true],
    [13, false],
    [36, false],
    [35, false],
    [10, true],
    [9, true],
    [15, true],
    [32, true],
  ])('type %i has its own view; it replaces the generic claim: %s', (type, replaces) => {
    expect(ownViewType(type)).toBe(type);
    expect(activityTypeView(type)?.replacesParticipation).toBe(replaces);
  });

  it('shows the bet ranking on type 9 and the invite ranking on type 15', async () => {
    expect((await typeViewEntry(BET_RANKING.type).load()).name).toBe('BetRankingView');
    expect((await typeViewEntry(INVITE_RANKING.type).load()).name).toBe('InviteRankingView');
  });

  it('leaves every other type the generic page only', () => {
    for (const type of [3, 4, 5, 6, 11, 16, 21, 38, 39, 999]) {
      expect(activityTypeView(type), `type ${type}`).toBeNull();
    }
  });

  it('answers the same lazy view on every render (a new one would mount the view again)', () => {
    expect(activityTypeView(14)?.View).toBe(activityTypeView(14)?.View);
  });
});
