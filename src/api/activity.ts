import * as endpoints from './endpoints/activity';
import { type Activity, type ActivityParticipation, type ActivityQuery } from './contract';
import { getter } from './http';

/** Activity list: type, category, rewardsType, pageSize; `{ type: 14 }` gives id/loginShow. */
export const getActivities = /* @__PURE__ */ getter<Activity[], ActivityQuery>(
  endpoints.activityList,
);

/** Participation entries: what the header badge counts (spec 4 reminder rule). */
export const getActivityParticipation = /* @__PURE__ */ getter<ActivityParticipation[]>(
  endpoints.activityParticipation,
);
