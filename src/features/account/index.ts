// The public face of features/account for other features (eslint.config.js). Only what another
// feature may need is listed: every module named here loads with whoever imports the index.
// The nickname rules (a registration or a ranking that shows nicknames may check one).
export { NICKNAME_MAX, NICKNAME_MIN, nicknameError, normalizeNickname } from './nickname';
