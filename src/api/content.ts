import * as endpoints from './endpoints/content';
import {
  type Article,
  type ArticleDetail,
  type Banner,
  type BusinessConfig,
  type ChannelConfig,
  type SocialLink,
} from './contract';
import { getter } from './http';

export const getChannelConfig = /* @__PURE__ */ getter<ChannelConfig>(endpoints.channelConfig);

export const getBannersNotTwoCharge = /* @__PURE__ */ getter<Banner[]>(
  endpoints.bannerNotTwoCharge,
);

export const getLoginPushBanners = /* @__PURE__ */ getter<Banner[]>(endpoints.bannerLoginPush);

export const getSocialMediaLinks = /* @__PURE__ */ getter<SocialLink[]>(endpoints.socialMediaLinks);

export const getArticles = /* @__PURE__ */ getter<Article[], { type?: number }>(
  endpoints.articleList,
);

export const getArticle = /* @__PURE__ */ getter<ArticleDetail, { key: string }>(
  endpoints.articleDetail,
);

export const getBusinessConfig = /* @__PURE__ */ getter<BusinessConfig>(endpoints.businessConfig);
