// The public face of features/settings for other features (eslint.config.js). Only what another
// feature may need is listed: every module named here loads with whoever imports the index.
export { LogoutButton } from './LogoutButton/LogoutButton';
export { useAccountUser, type AccountUser } from './useAccountUser';
export { accountPhone, maskedPhone, phoneText } from './accountPhone';
export { markPhoneVerified, usePhoneVerified } from './phoneCheck';
