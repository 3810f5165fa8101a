import { endpoints } from '../../src/api/contract';
import type { ActivityParticipation } from '../../src/api/contract';
import { ok, on } from './respond';

export type ActivityData = {
  participations: ActivityParticipation[];
};

/** Small deterministic fixtures until the seed data (mocks/data/) takes over. */
export const activityFixtures: ActivityData = {
  participations: [
    { activityId: 101, type: 21, participationStatus: 1 },
    { activityId: 102, type: 39, participationStatus: 0 },
    { activityId: 103, type: 6, participationStatus: 1 },
  ],
};

/** Spec 7 activity calls. */
export function activityHandlers(data: ActivityData = activityFixtures) {
  return [on(endpoints.activityParticipation, () => ok(data.participations))];
}
