import type { EndpointDef } from '../contract';

// Spec 7 calls: every activity call beyond the list (claims, wheels, red packets, rankings, ...). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/activities.ts.

export const activityDetail = {
  method: 'GET',
  path: '/api/activity/v1/getActivityDetail/{id}',
  choice: true,
} as const satisfies EndpointDef;

export const activityBonus = {
  method: 'POST',
  path: '/api/activity/v1/getActivityBonus/{id}',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const fourPayActivity = {
  method: 'GET',
  path: '/api/activity/v1/getFourPayActivity',
  choice: true,
} as const satisfies EndpointDef;

export const clubList = {
  method: 'GET',
  path: '/api/club/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const clubSummaryList = {
  method: 'GET',
  path: '/api/clubSummary/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const activityArticleList = {
  method: 'GET',
  path: '/api/activityArticle/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const activityArticleDetail = {
  method: 'GET',
  path: '/api/activityArticle/v1/detail/{id}',
  choice: true,
} as const satisfies EndpointDef;

export const promoteRecordPage = {
  method: 'GET',
  path: '/api/promote/v1/record/list',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const realTimeRewards = {
  method: 'GET',
  path: '/api/promote/v1/realTimeRewards',
  choice: true,
} as const satisfies EndpointDef;

export const myRewards = {
  method: 'GET',
  path: '/api/promote/v1/myRewards',
  choice: true,
} as const satisfies EndpointDef;

export const promoteDashboard = {
  method: 'GET',
  path: '/api/promote/v1/dashboard',
  choice: true,
} as const satisfies EndpointDef;

export const withdrawToWallet = {
  method: 'POST',
  path: '/api/promote/v1/withdrawToWallet',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const vipReceive = {
  method: 'POST',
  path: '/api/vip/v1/receive/{kind}',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const redEnvelopeDetail = {
  method: 'GET',
  path: '/api/redEnvelope/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

export const redEnvelopeOpen = {
  method: 'POST',
  path: '/api/redEnvelope/v1/open',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const redEnvelopeCheck = {
  method: 'GET',
  path: '/api/redEnvelope/v1/check',
  choice: true,
} as const satisfies EndpointDef;

export const newRedPacketDetail = {
  method: 'GET',
  path: '/api/newRedPacket/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

export const newRedPacketReceive = {
  method: 'POST',
  path: '/api/newRedPacket/v1/receive',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const newRedPacketHead = {
  method: 'GET',
  path: '/api/newRedPacket/v1/head',
  choice: true,
} as const satisfies EndpointDef;

export const newRedPacketList = {
  method: 'GET',
  path: '/api/newRedPacket/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const redPacketDistribution = {
  method: 'GET',
  path: '/api/redPacket/v1/distribution',
  choice: true,
} as const satisfies EndpointDef;

export const redPacketStatus = {
  method: 'GET',
  path: '/api/redPacket/v1/status',
  choice: true,
} as const satisfies EndpointDef;

export const redPacketClaimed = {
  method: 'GET',
  path: '/api/redPacket/v1/claimed',
  choice: true,
} as const satisfies EndpointDef;

export const redPacketClaim = {
  method: 'POST',
  path: '/api/redPacket/v1/claim',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const superMemberDayRankings = {
  method: 'GET',
  path: '/api/superMemberDay/v1/rankings',
  choice: true,
} as const satisfies EndpointDef;

export const superMemberDayLottery = {
  method: 'POST',
  path: '/api/superMemberDay/v1/lottery',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const scratchCardDetails = {
  method: 'GET',
  path: '/api/scratchCard/v1/details',
  choice: true,
} as const satisfies EndpointDef;

export const scratchCardInitialAmount = {
  method: 'GET',
  path: '/api/scratchCard/v1/initialAmount',
  choice: true,
} as const satisfies EndpointDef;

export const scratchCardHang = {
  method: 'POST',
  path: '/api/scratchCard/v1/hang',
  choice: true,
} as const satisfies EndpointDef;

export const scratchCardWithdraw = {
  method: 'POST',
  path: '/api/scratchCard/v1/withdraw',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const scratchCardCombine = {
  method: 'POST',
  path: '/api/scratchCard/v1/combine',
  choice: true,
} as const satisfies EndpointDef;

export const rescueBonusDetail = {
  method: 'GET',
  path: '/api/rescueBonus/v1/{period}/detail',
  choice: true,
} as const satisfies EndpointDef;

export const rescueBonusReceive = {
  method: 'POST',
  path: '/api/rescueBonus/v1/{period}/received',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const topUpPromotionDetail = {
  method: 'GET',
  path: '/api/topUpPromotion/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

export const redemptionCodeUse = {
  method: 'POST',
  path: '/api/redemptionCode/v1/use/{code}',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const redemptionCodeDetail = {
  method: 'GET',
  path: '/api/redemptionCode/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

export const everydayBetRebate = {
  method: 'GET',
  path: '/api/betRebate/v1/everyday',
  choice: true,
} as const satisfies EndpointDef;

export const luckyTurntable = {
  method: 'GET',
  path: '/api/luckyTurntable/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

export const carnivalTasks = {
  method: 'GET',
  path: '/api/carnival/v1/tasks',
  choice: true,
} as const satisfies EndpointDef;

export const carnivalPoints = {
  method: 'GET',
  path: '/api/carnival/v1/points',
  choice: true,
} as const satisfies EndpointDef;

export const bigWheel = {
  method: 'GET',
  path: '/api/bigWheel/v1/{period}',
  choice: true,
} as const satisfies EndpointDef;

/** CHOICE (issue 13): the spec names the wheel reads only; a spin is its own money call. */
export const luckyTurntableSpin = {
  method: 'POST',
  path: '/api/luckyTurntable/v1/spin',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

/** CHOICE (issue 13): a spin of the day or month big wheel. */
export const bigWheelSpin = {
  method: 'POST',
  path: '/api/bigWheel/v1/{period}/spin',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const sevenDaySign = {
  method: 'GET',
  path: '/api/sevenDaySign/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

export const sevenDayChest = {
  method: 'POST',
  path: '/api/sevenDaySign/v1/chest',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const dayTask = {
  method: 'GET',
  path: '/api/dayTask/v1/list',
  choice: true,
} as const satisfies EndpointDef;

export const daySign = {
  method: 'POST',
  path: '/api/daySign/v1/sign',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const treasureBoxCollect = {
  method: 'POST',
  path: '/api/treasureBox/v1/collect/{serialNumber}',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const rankingDetails = {
  method: 'GET',
  path: '/api/ranking/v1/{kind}/{period}/details',
  choice: true,
} as const satisfies EndpointDef;

export const rankingClaim = {
  method: 'POST',
  path: '/api/ranking/v1/{kind}/{period}/claim',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const totalPayActivity = {
  method: 'GET',
  path: '/api/totalPay/v1/get',
  choice: true,
} as const satisfies EndpointDef;

export const totalPayReceive = {
  method: 'POST',
  path: '/api/totalPay/v1/receive',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

export const totalPaySetList = {
  method: 'GET',
  path: '/api/totalPay/v1/setList',
  choice: true,
} as const satisfies EndpointDef;

export const activityProps = {
  method: 'GET',
  path: '/api/activity/v1/props',
  choice: true,
  paged: true,
  pageSize: 999,
} as const satisfies EndpointDef;

export const firstPayActivity = {
  method: 'GET',
  path: '/api/firstPay/v1/{id}',
  choice: true,
} as const satisfies EndpointDef;
