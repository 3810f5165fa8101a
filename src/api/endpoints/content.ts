import type {
  ChannelConfig,
  EndpointDef,
  PayMethodConfig,
  PayMethodCurrency,
  PixelConfig,
  SocialLink,
} from '../contract';
import { arrayOf, bool, nullable, num, obj, optional, record, str } from '../shape';
import { article, articleDetail as articleDetailShape, banner } from '../shapes';

// Spec 7 calls: social links, articles and other back-office content (the home's notice bar
// has its own module, noticeBar.ts). Data only: the mock world and tests read them through allEndpoints.ts;
// the app reads them through src/api/content.ts.

export const channelConfig = {
  method: 'GET',
  path: '/api/channel/v1/config',
  reply: obj<ChannelConfig>({
    channelId: str,
    pixels: arrayOf(
      obj<PixelConfig>({ id: num, promoteProviderName: str, promoteSet: record(str) }),
    ),
    payMethods: arrayOf(
      obj<PayMethodConfig>({
        payMethod: num,
        available: bool,
        currencies: arrayOf(
          obj<PayMethodCurrency>({
            currency: str,
            minAmount: num,
            maxAmount: num,
            amounts: arrayOf(num),
            network: optional(str),
          }),
        ),
      }),
    ),
  }),
} as const satisfies EndpointDef;

export const bannerNotTwoCharge = {
  method: 'GET',
  path: '/api/banner/v1/notTwoCharge',
  choice: true,
  reply: arrayOf(banner),
} as const satisfies EndpointDef;

export const bannerLoginPush = {
  method: 'GET',
  path: '/api/banner/v1/loginPush',
  choice: true,
  reply: arrayOf(banner),
} as const satisfies EndpointDef;

export const socialMediaLinks = {
  method: 'GET',
  path: '/api/socialMediaLink/v1/list',
  choice: true,
  reply: arrayOf(
    obj<SocialLink>({
      id: num,
      name: str,
      type: num,
      h5Show: bool,
      linkUrl: nullable(str),
      logo: str,
      countDown: nullable(num),
    }),
  ),
} as const satisfies EndpointDef;

export const articleList = {
  method: 'GET',
  path: '/api/article/v1/list',
  choice: true,
  reply: arrayOf(article),
} as const satisfies EndpointDef;

export const articleDetail = {
  method: 'GET',
  path: '/api/article/v1/{key}',
  choice: true,
  reply: articleDetailShape,
} as const satisfies EndpointDef;

export const businessConfig = {
  method: 'GET',
  path: '/api/business_config/v1/config',
  choice: true,
  reply: record(str),
} as const satisfies EndpointDef;
