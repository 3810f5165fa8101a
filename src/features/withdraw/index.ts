// The public face of features/withdraw for other features (eslint.config.js). Only what another
// feature may need is listed: every module named here loads with whoever imports the index.
export { accountTitle, destinationMethod, destinationText, pixKeyLabel } from './accounts';
export {
  destinationKind,
  maskAccountNo,
  maskedAccountNo,
  type DestinationKind,
  type DestinationSource,
} from './accountMask';
export { checkPixKey, type PixKeyCheck, type PixKeyProblem } from './pixKey';
export { codingStatusKey, wageringProgress, type WageringProgress } from './wagering';
