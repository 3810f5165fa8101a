import * as endpoints from './endpoints/vip';
import { type Page, type PageQuery, type VipLevel } from './contract';
import { getter } from './http';

export const getVipLevels = /* @__PURE__ */ getter<Page<VipLevel>, PageQuery>(
  endpoints.vipLevelPage,
);

/** Paged with pageSize 1000 by default (spec 9). */
export const getMemberLevels = /* @__PURE__ */ getter<Page<VipLevel>, PageQuery>(
  endpoints.memberLevelPage,
);
