/*
 * The activity list and the player's participation (spec 7, first load).
 * Part of the API contract; import it through src/api/contract.ts.
 */

export type ActivityLang = {
  title: string;
  bannerPicUrl: string;
};

export type Activity = {
  id: number;
  type: number;
  category: number;
  loginShow: 0 | 1;
  activityLang: ActivityLang;
  /**
   * CHOICE (as the mock world seeds it): 0 not taking part, 1 a reward is waiting (the header
   * badge counts these, spec 4), 2 taking part, 3 finished. Always 0 for visitors.
   */
  participationStatus: number;
  iconImg: string;
  abbreviation: string;
  /**
   * CHOICE (/promotion): the activity list answer is also the promotions list, so each entry
   * carries spec 3 "Promotion valid 1 or 0" (1 running, 0 ended: the period is over) and its period
   * (epoch ms, the same window as getActivityDetail's). Optional: a server that leaves them out
   * shows every entry as running and without a period.
   */
  valid?: 0 | 1;
  startTime?: number;
  endTime?: number;
};

/** Spec 7 list query; `type` 14 gives the id/loginShow list of spec 7. */
export type ActivityQuery = {
  type?: number;
  category?: number;
  rewardsType?: number;
  pageSize?: number;
};

/**
 * CHOICE: GET activityParticipation answers one entry per activity the player takes part in.
 * participationStatus 1 means something is waiting for the player (a reward to claim): the
 * header badge counts those (spec 4 reminder rule, src/features/activities/reminder.ts).
 */
export type ActivityParticipation = {
  activityId: number;
  type: number;
  participationStatus: number;
};
