import type { Activity, ActivityParticipation, EndpointDef } from '../contract';
import { arrayOf, num, obj } from '../shape';
import { activityFields } from '../shapes';

// Spec 7 calls: the activity list and the player's participation (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/activity.ts.

export const activityList = {
  method: 'GET',
  path: '/api/activity/v1/list',
  choice: true,
  reply: arrayOf(obj<Activity>(activityFields)),
} as const satisfies EndpointDef;

export const activityParticipation = {
  method: 'GET',
  path: '/api/activity/v1/activityParticipation',
  choice: true,
  reply: arrayOf(
    obj<ActivityParticipation>({ activityId: num, type: num, participationStatus: num }),
  ),
} as const satisfies EndpointDef;
