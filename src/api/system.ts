import * as endpoints from './endpoints';
import {
  type Article,
  type ArticleDetail,
  type Banner,
  type BannerQuery,
  type BusinessConfig,
  type Language,
  type MarqueeNotice,
  type MessageTemplate,
  type PlatformConfig,
  type PwaInfo,
  type RegisterGiveDetail,
  type SocialLink,
} from './contract';
import { getter } from './http';

// Spec 7 "System": names only; every path is a CHOICE recorded in contract.ts `endpoints`.

/** Country/language entries (spec 3). */
export const getCountryList = /* @__PURE__ */ getter<Language[]>(endpoints.countryList);

export const getBanners = /* @__PURE__ */ getter<Banner[], BannerQuery>(endpoints.bannerList);

export const getBannersNotTwoCharge = /* @__PURE__ */ getter<Banner[]>(
  endpoints.bannerNotTwoCharge,
);

export const getLoginPushBanners = /* @__PURE__ */ getter<Banner[]>(endpoints.bannerLoginPush);

export const getMarquee = /* @__PURE__ */ getter<MarqueeNotice[]>(endpoints.marqueeList);

export const getSocialMediaLinks = /* @__PURE__ */ getter<SocialLink[]>(endpoints.socialMediaLinks);

export const getArticles = /* @__PURE__ */ getter<Article[], { type?: number }>(
  endpoints.articleList,
);

export const getArticle = /* @__PURE__ */ getter<ArticleDetail, { key: string }>(
  endpoints.articleDetail,
);

/** Platform currency, status and maintenance window (spec 3). */
export const getPlatformConfig = /* @__PURE__ */ getter<PlatformConfig>(endpoints.platformConfig);

export const getBusinessConfig = /* @__PURE__ */ getter<BusinessConfig>(endpoints.businessConfig);

export const getRegisterSuccessNotice = /* @__PURE__ */ getter<MessageTemplate>(
  endpoints.registerSuccessNotice,
);

export const getPwaInfo = /* @__PURE__ */ getter<PwaInfo>(endpoints.pwaInfo);

/** CHOICE: the web-push app id as a string. */
export const getWebPushAppId = /* @__PURE__ */ getter<string>(endpoints.webPushAppId);

export const getRegisterGiveDetail = /* @__PURE__ */ getter<RegisterGiveDetail>(
  endpoints.registerGiveDetail,
);
