// The public face of features/activities for other features (eslint.config.js: one feature
// reaches another only through its index). Only what another feature needs is listed: every
// module named here loads with whoever imports the index.
export {
  ACTIVITY_PALETTE_SIZE,
  ACTIVITY_PLACEHOLDERS,
  ACTIVITY_QUERY,
  HIDDEN_ACTIVITY_TYPES,
  activityTap,
  openActivityOverlay,
  paletteIndex,
  visibleActivities,
  type ActivityTap,
} from './activityRules';
export { refreshActivities, useActivityRefreshScope } from './activityRefresh';
// The welfare centre's transfer (features/welfare) is a claim as a money action.
export { claimOnce } from './activityClaim';
