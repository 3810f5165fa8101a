// The public face of features/invite for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index.
export { useInviteSummary, type InviteSummary } from './useInviteSummary';
export { usePlayerInfo } from './usePlayerInfo';
