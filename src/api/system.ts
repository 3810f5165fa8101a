import {
  endpoints,
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
export const getCountryList = getter<Language[]>(endpoints.countryList);

export const getBanners = getter<Banner[], BannerQuery>(endpoints.bannerList);

export const getBannersNotTwoCharge = getter<Banner[]>(endpoints.bannerNotTwoCharge);

export const getLoginPushBanners = getter<Banner[]>(endpoints.bannerLoginPush);

export const getMarquee = getter<MarqueeNotice[]>(endpoints.marqueeList);

export const getSocialMediaLinks = getter<SocialLink[]>(endpoints.socialMediaLinks);

export const getArticles = getter<Article[], { type?: number }>(endpoints.articleList);

export const getArticle = getter<ArticleDetail, { key: string }>(endpoints.articleDetail);

/** Platform currency, status and maintenance window (spec 3). */
export const getPlatformConfig = getter<PlatformConfig>(endpoints.platformConfig);

export const getBusinessConfig = getter<BusinessConfig>(endpoints.businessConfig);

export const getRegisterSuccessNotice = getter<MessageTemplate>(endpoints.registerSuccessNotice);

export const getPwaInfo = getter<PwaInfo>(endpoints.pwaInfo);

/** CHOICE: the web-push app id as a string. */
export const getWebPushAppId = getter<string>(endpoints.webPushAppId);

export const getRegisterGiveDetail = getter<RegisterGiveDetail>(endpoints.registerGiveDetail);
