// The public face of features/home for other features (eslint.config.js: one feature reaches
// another only through its index). Only what another feature needs is listed: every module
// named here loads with whoever imports the index.

// The scratch ticket's rising pool (spec 9): the scratch-card page shows the same figure.
export { usePrize } from './ScratchTicket/usePrize';
