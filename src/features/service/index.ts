// The public face of features/service for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index.
export { openServiceUrl, useServiceUrl } from './serviceLink';
