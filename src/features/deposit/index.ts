// The public face of features/deposit for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index. The
// activity page's category 6 shows the same four-step card (spec 2).
export { FOUR_STEPS, fourStepView, type FourStepView } from './fourStep';
export { FourStepCard } from './FourStepCard/FourStepCard';
