import type { EndpointDef, VipLevel, VipReward } from '../contract';
import { arrayOf, bool, num, obj, optional, page, str } from '../shape';

// Spec 7 calls: VIP levels. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/vip.ts.

// One shape for both pages: memberLevel's rows are VIP levels with the player's figures added.
const levelPage = page(
  obj<VipLevel>({
    level: num,
    name: str,
    requiredBet: num,
    rebateRate: num,
    requiredDeposit: optional(num),
    upgradeBonus: optional(num),
    weeklyBonus: optional(num),
    monthlyBonus: optional(num),
    dailyWithdrawLimit: optional(num),
    current: optional(bool),
    totalBet: optional(num),
    totalDeposit: optional(num),
    rewards: optional(arrayOf(obj<VipReward>({ kind: str, amount: num, received: bool }))),
  }),
);

export const vipLevelPage = {
  method: 'GET',
  path: '/api/vipLevel/v1/page',
  choice: true,
  paged: true,
  reply: levelPage,
} as const satisfies EndpointDef;

export const memberLevelPage = {
  method: 'GET',
  path: '/api/memberLevel/v1/page',
  choice: true,
  paged: true,
  pageSize: 1000,
  reply: levelPage,
} as const satisfies EndpointDef;
