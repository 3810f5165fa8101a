// The public face of features/withdraw for other features (eslint.config.js). Only what another
// feature may need is listed: every module named here loads with whoever imports the index.
export { accountTitle, pixKeyLabel } from './accounts';
export { checkPixKey, type PixKeyCheck, type PixKeyProblem } from './pixKey';
export { codingStatusKey, wageringProgress, type WageringProgress } from './wagering';
