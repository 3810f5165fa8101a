import * as endpoints from './endpoints/system';
import {
  type Banner,
  type BannerQuery,
  type Language,
  type PlatformConfig,
  type RegisterGiveDetail,
} from './contract';
import { getter } from './http';

/** Country/language entries (spec 3). */
export const getCountryList = /* @__PURE__ */ getter<Language[]>(endpoints.countryList);

export const getBanners = /* @__PURE__ */ getter<Banner[], BannerQuery>(endpoints.bannerList);

/**
 * Platform currency, status and maintenance window (spec 3). A 6102 (maintenance) answer to this
 * very call must not ask for the config again (spec 8 would loop).
 */
export const getPlatformConfig = /* @__PURE__ */ getter<PlatformConfig>(endpoints.platformConfig, {
  configCall: true,
});

export const getRegisterGiveDetail = /* @__PURE__ */ getter<RegisterGiveDetail>(
  endpoints.registerGiveDetail,
);
