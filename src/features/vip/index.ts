// The public face of features/vip for other features (eslint.config.js). Only what another
// feature needs is listed: every module named here loads with whoever imports the index. The
// level carousel is deliberately not here: it brings swiper and its stylesheet, which load only
// with the VIP route (screens/VipRule imports it directly).
export { useVipLevels, type VipLevels } from './useVipLevels';
export { VipStanding } from './VipStanding/VipStanding';
export {
  currentLevelOf,
  goalsFor,
  levelHref,
  standingOf,
  type Goal,
  type Standing,
} from './vipLevels';
