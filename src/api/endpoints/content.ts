import type { EndpointDef } from '../contract';

// Spec 7 calls: notices (and the notice bell's unread check), social links, articles and other
// back-office content. Data only: the mock world and tests read them through allEndpoints.ts;
// the app reads them through src/api/content.ts.

export const channelConfig = {
  method: 'GET',
  path: '/api/channel/v1/config',
} as const satisfies EndpointDef;

export const bannerNotTwoCharge = {
  method: 'GET',
  path: '/api/banner/v1/notTwoCharge',
  choice: true,
} as const satisfies EndpointDef;

export const bannerLoginPush = {
  method: 'GET',
  path: '/api/banner/v1/loginPush',
  choice: true,
} as const satisfies EndpointDef;

export const marqueeList = {
  method: 'GET',
  path: '/api/marquee/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const socialMediaLinks = {
  method: 'GET',
  path: '/api/socialMediaLink/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const articleList = {
  method: 'GET',
  path: '/api/article/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const articleDetail = {
  method: 'GET',
  path: '/api/article/v1/{key}',
  choice: true,
} as const satisfies EndpointDef;

export const businessConfig = {
  method: 'GET',
  path: '/api/business_config/v1/config',
  choice: true,
} as const satisfies EndpointDef;

/**
 * Spec 7 System: "Unread-notice check returns a boolean", the notice bell's red dot (the home
 * notice bar reads it with the marquee).
 */
export const messageUnread = {
  method: 'GET',
  path: '/api/memberMessage/v1/unread',
  choice: true,
} as const satisfies EndpointDef;
