// The public face of features/notices for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index.
export { marqueeDurationSeconds, visibleNotices } from './marquee';
