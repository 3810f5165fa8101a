import {
  endpoints,
  type Activity,
  type ActivityDetail,
  type ActivityParticipation,
  type ActivityQuery,
  type Article,
  type ArticleDetail,
  type BigWheelPeriod,
  type ClaimResult,
  type FirstPayActivity,
  type FourPayActivity,
  type Page,
  type PageQuery,
  type RankingKind,
  type RankingPeriod,
  type RedEnvelope,
  type RedNumberPayload,
  type RedPacketClaimed,
  type RedPacketState,
  type RescuePeriod,
  type ScratchTicket,
  type Unspecified,
  type VipReceiveKind,
} from './contract';
import { callEndpoint, getter, sender, type CallOptions } from './http';

// Spec 7 "Activity": names only; every method and path is a CHOICE recorded in contract.ts.
// Calls marked "money action" credit the player and go through `moneyAction` (idempotency).

/** Activity list: type, category, rewardsType, pageSize; `{ type: 14 }` gives id/loginShow. */
export const getActivities = getter<Activity[], ActivityQuery>(endpoints.activityList);

/** Participation entries: what the header badge counts (spec 4 reminder rule). */
export const getActivityParticipation = getter<ActivityParticipation[]>(
  endpoints.activityParticipation,
);

export const getActivityDetail = getter<ActivityDetail, { id: number }>(endpoints.activityDetail);

/** Money action: claims the activity's bonus. */
export function claimActivityBonus(id: number, options?: CallOptions): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.activityBonus, { ...options, pathArgs: { id } });
}

/** Four-step deposit bonus (spec 3, 4). CHOICE: null when the activity is absent. */
export const getFourPayActivity = getter<FourPayActivity | null>(endpoints.fourPayActivity);

export const getClubList = getter<Unspecified[]>(endpoints.clubList);

export const getClubSummaryList = getter<Unspecified[]>(endpoints.clubSummaryList);

export const getActivityArticles = getter<Article[]>(endpoints.activityArticleList);

export const getActivityArticle = getter<ArticleDetail, { id: number }>(
  endpoints.activityArticleDetail,
);

export const getPromoteRecords = getter<Page<Unspecified>, PageQuery>(endpoints.promoteRecordPage);

export const getRealTimeRewards = getter<Unspecified>(endpoints.realTimeRewards);

export const getMyRewards = getter<Unspecified>(endpoints.myRewards);

export const getPromoteDashboard = getter<Unspecified>(endpoints.promoteDashboard);

/** Money action: moves invite rewards to the wallet. */
export const withdrawToWallet = sender<{ amount: number }, ClaimResult>(endpoints.withdrawToWallet);

/** Money action: VIP member-level, day, week or month rebate. */
export function receiveVipReward(
  kind: VipReceiveKind,
  options?: CallOptions,
): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.vipReceive, { ...options, pathArgs: { kind } });
}

export const getRedEnvelope = getter<RedEnvelope>(endpoints.redEnvelopeDetail);

/** Money action: opens a red envelope (redNumber). */
export const openRedEnvelope = sender<RedNumberPayload, ClaimResult>(endpoints.redEnvelopeOpen);

export const checkRedEnvelope = getter<boolean>(endpoints.redEnvelopeCheck);

export const getNewRedPacket = getter<RedEnvelope>(endpoints.newRedPacketDetail);

/** Money action. */
export const receiveNewRedPacket = sender<RedNumberPayload, ClaimResult>(
  endpoints.newRedPacketReceive,
);

export const getNewRedPacketHead = getter<Unspecified>(endpoints.newRedPacketHead);

export const getNewRedPacketList = getter<RedEnvelope[]>(endpoints.newRedPacketList);

export const getRedPacketDistribution = getter<Unspecified[]>(endpoints.redPacketDistribution);

/** Spec 3: claimable and countdown (ms). */
export const getRedPacketStatus = getter<RedPacketState>(endpoints.redPacketStatus);

/** Whether the player already claimed the current packet (spec 4). */
export const getRedPacketClaimed = getter<RedPacketClaimed>(endpoints.redPacketClaimed);

/** Money action: claims the red packet (redNumber). */
export const claimRedPacket = sender<RedNumberPayload, ClaimResult>(endpoints.redPacketClaim);

export const getSuperMemberDayRankings = getter<Unspecified[]>(endpoints.superMemberDayRankings);

/** Money action. */
export const drawSuperMemberDayLottery = sender<Record<string, never>, ClaimResult>(
  endpoints.superMemberDayLottery,
);

export const getScratchCardDetails = getter<Unspecified>(endpoints.scratchCardDetails);

/** Spec 3 scratch ticket: initialRewardAmount (the banner's rising counter starts there). */
export const getScratchCardInitialAmount = getter<ScratchTicket>(
  endpoints.scratchCardInitialAmount,
);

export const hangScratchCard = sender<Record<string, never>, Unspecified>(
  endpoints.scratchCardHang,
);

/** Money action. */
export const withdrawScratchCard = sender<Record<string, never>, ClaimResult>(
  endpoints.scratchCardWithdraw,
);

export const combineScratchCards = sender<Record<string, never>, Unspecified>(
  endpoints.scratchCardCombine,
);

export const getRescueBonus = getter<Unspecified, { period: RescuePeriod }>(
  endpoints.rescueBonusDetail,
);

/** Money action: daily or weekly rescue bonus. */
export function receiveRescueBonus(
  period: RescuePeriod,
  options?: CallOptions,
): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.rescueBonusReceive, {
    ...options,
    pathArgs: { period },
  });
}

export const getTopUpPromotion = getter<Unspecified>(endpoints.topUpPromotionDetail);

/** Money action: redeems a code. */
export function redeemCode(code: string, options?: CallOptions): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.redemptionCodeUse, { ...options, pathArgs: { code } });
}

export const getRedemptionCodeDetail = getter<Unspecified>(endpoints.redemptionCodeDetail);

export const getEverydayBetRebate = getter<Unspecified>(endpoints.everydayBetRebate);

export const getLuckyTurntable = getter<Unspecified>(endpoints.luckyTurntable);

export const getCarnivalTasks = getter<Unspecified[]>(endpoints.carnivalTasks);

export const getCarnivalPoints = getter<Unspecified>(endpoints.carnivalPoints);

export const getBigWheel = getter<Unspecified, { period: BigWheelPeriod }>(endpoints.bigWheel);

export const getSevenDaySign = getter<Unspecified>(endpoints.sevenDaySign);

/** Money action: opens the seven-day sign chest. */
export const openSevenDayChest = sender<Record<string, never>, ClaimResult>(
  endpoints.sevenDayChest,
);

export const getDayTasks = getter<Unspecified[]>(endpoints.dayTask);

/** Money action: the daily sign-in (activity type 21 pop-up). */
export const signToday = sender<Record<string, never>, ClaimResult>(endpoints.daySign);

/** Money action: collects a treasure box. */
export function collectTreasureBox(
  serialNumber: string,
  options?: CallOptions,
): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.treasureBoxCollect, {
    ...options,
    pathArgs: { serialNumber },
  });
}

/** Bet and invite rankings, day and week. */
export const getRanking = getter<Unspecified, { kind: RankingKind; period: RankingPeriod }>(
  endpoints.rankingDetails,
);

/** Money action: claims a ranking reward. */
export function claimRanking(
  kind: RankingKind,
  period: RankingPeriod,
  options?: CallOptions,
): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.rankingClaim, {
    ...options,
    pathArgs: { kind, period },
  });
}

export const getTotalPayActivity = getter<Unspecified>(endpoints.totalPayActivity);

/** Money action. */
export const receiveTotalPay = sender<Record<string, never>, ClaimResult>(
  endpoints.totalPayReceive,
);

export const getTotalPaySets = getter<Unspecified[]>(endpoints.totalPaySetList);

/** Paged with pageSize 999 by default (spec 9). */
export const getActivityProps = getter<Page<Unspecified>, PageQuery>(endpoints.activityProps);

/** First-pay limited-time activity by id: limitTimeFirstPaySets (spec 3, 4). */
export const getFirstPayActivity = getter<FirstPayActivity, { id: number }>(
  endpoints.firstPayActivity,
);
