// The public face of features/activities for other features (eslint.config.js: one feature
// reaches another only through its index). Only what another feature needs is listed: every
// module named here loads with whoever imports the index.
export {
  ACTIVITY_PALETTE_SIZE,
  ACTIVITY_PLACEHOLDERS,
  ACTIVITY_QUERY,
  activityTap,
  openActivityOverlay,
  paletteIndex,
  visibleActivities,
  type ActivityTap,
} from './activityRules';
// The activity types other features look an activity up by (the home's scratch ticket, the
// deposit page's first-deposit offer, the deposit bonus page).
export { DEPOSIT_BONUS, FIRST_DEPOSIT, SCRATCH_CARD } from './activityTypes';
export { refreshActivities, useActivityRefreshScope } from './activityRefresh';
// The welfare centre's transfer (features/welfare) is a claim as a money action.
export { claimOnce } from './activityClaim';
