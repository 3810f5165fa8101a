import * as endpoints from './endpoints/activities';
import {
  type ActivityArticleDetail,
  type ActivityDetail,
  type ActivityProp,
  type Article,
  type BigWheelPeriod,
  type CarnivalPoints,
  type CarnivalTask,
  type ClaimResult,
  type DayTask,
  type Club,
  type ClubSummary,
  type EverydayBetRebate,
  type FirstPayActivity,
  type FourPayActivity,
  type LuckyWheel,
  type MyRewards,
  type NewRedPacket,
  type NewRedPacketHead,
  type NewRedPacketRound,
  type Page,
  type PageQuery,
  type PromoteDashboard,
  type PromoteRecord,
  type RankingDetails,
  type RankingKind,
  type RankingPeriod,
  type RealTimeReward,
  type RedEnvelopeCheck,
  type RedEnvelopeDetail,
  type RedNumberPayload,
  type RedPacketClaimed,
  type RedPacketDistributionRound,
  type RedPacketState,
  type RedemptionHistory,
  type RescueBonus,
  type RescuePeriod,
  type ScratchCardDetails,
  type ScratchCardHangPayload,
  type ScratchTicket,
  type SevenDaySignDetail,
  type SuperMemberDay,
  type TopUpPromotion,
  type TopUpPromotionQuery,
  type TotalPayActivity,
  type TotalPayReceivePayload,
  type TotalPaySet,
  type VipReceiveKind,
  type WheelSpin,
  type WithdrawToWalletPayload,
} from './contract';
import { callEndpoint, getter, sender, type CallOptions } from './http';

// Spec 7 "Activity": names only; every method and path is a CHOICE recorded in contract.ts.
// Calls marked "money action" credit the player and go through `moneyAction` (idempotency).

export const getActivityDetail = /* @__PURE__ */ getter<ActivityDetail, { id: number }>(
  endpoints.activityDetail,
);

/** Money action: claims the activity's bonus. */
export function claimActivityBonus(id: number, options?: CallOptions): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.activityBonus, { ...options, pathArgs: { id } });
}

/** Four-step deposit bonus (spec 3, 4). CHOICE: null when the activity is absent. */
export const getFourPayActivity = /* @__PURE__ */ getter<FourPayActivity | null>(
  endpoints.fourPayActivity,
);

/** The clubs (CHOICE Club). */
export const getClubList = /* @__PURE__ */ getter<Club[]>(endpoints.clubList);

/** Each club's week: bet total and prize (CHOICE ClubSummary). */
export const getClubSummaryList = /* @__PURE__ */ getter<ClubSummary[]>(endpoints.clubSummaryList);

export const getActivityArticles = /* @__PURE__ */ getter<Article[]>(endpoints.activityArticleList);

export const getActivityArticle = /* @__PURE__ */ getter<ActivityArticleDetail, { id: number }>(
  endpoints.activityArticleDetail,
);

/** The player's promote records (spec 7, paged pageNum/pageSize 10, spec 9), newest first. */
export const getPromoteRecords = /* @__PURE__ */ getter<Page<PromoteRecord>, PageQuery>(
  endpoints.promoteRecordPage,
);

/** The welfare centre's latest rewards, newest first (CHOICE RealTimeReward). */
export const getRealTimeRewards = /* @__PURE__ */ getter<RealTimeReward[]>(
  endpoints.realTimeRewards,
);

/** The welfare centre's balance: earned, moved, available (CHOICE MyRewards). */
export const getMyRewards = /* @__PURE__ */ getter<MyRewards>(endpoints.myRewards);

/** The welfare centre's invite figures (CHOICE PromoteDashboard). */
export const getPromoteDashboard = /* @__PURE__ */ getter<PromoteDashboard>(
  endpoints.promoteDashboard,
);

/** Money action: moves invite rewards to the wallet. */
export const withdrawToWallet = /* @__PURE__ */ sender<WithdrawToWalletPayload, ClaimResult>(
  endpoints.withdrawToWallet,
);

/** Money action: VIP member-level, day, week or month rebate. */
export function receiveVipReward(
  kind: VipReceiveKind,
  options?: CallOptions,
): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.vipReceive, { ...options, pathArgs: { kind } });
}

/** The type 4 pop-up's red envelope: status, countDown, redNumber, the amount once opened. */
export const getRedEnvelope = /* @__PURE__ */ getter<RedEnvelopeDetail>(
  endpoints.redEnvelopeDetail,
);

/** Money action: opens a red envelope (redNumber). */
export const openRedEnvelope = /* @__PURE__ */ sender<RedNumberPayload, ClaimResult>(
  endpoints.redEnvelopeOpen,
);

/** Whether the player can still open the current envelope (spec 4 claimed check). */
export const checkRedEnvelope = /* @__PURE__ */ getter<RedEnvelopeCheck>(
  endpoints.redEnvelopeCheck,
);

/** The type 39 pop-up's packet: amount range, status and countDown, what was received. */
export const getNewRedPacket = /* @__PURE__ */ getter<NewRedPacket>(endpoints.newRedPacketDetail);

/** Money action. */
export const receiveNewRedPacket = /* @__PURE__ */ sender<RedNumberPayload, ClaimResult>(
  endpoints.newRedPacketReceive,
);

/** The current type 39 round's summary (CHOICE NewRedPacketHead). */
export const getNewRedPacketHead = /* @__PURE__ */ getter<NewRedPacketHead>(
  endpoints.newRedPacketHead,
);

/** The day's rounds of new red envelopes (CHOICE NewRedPacketRound). */
export const getNewRedPacketList = /* @__PURE__ */ getter<NewRedPacketRound[]>(
  endpoints.newRedPacketList,
);

/** What each round of the day shares: money and packets (CHOICE RedPacketDistributionRound). */
export const getRedPacketDistribution = /* @__PURE__ */ getter<RedPacketDistributionRound[]>(
  endpoints.redPacketDistribution,
);

/** Spec 3: claimable and countdown (ms). */
export const getRedPacketStatus = /* @__PURE__ */ getter<RedPacketState>(endpoints.redPacketStatus);

/** Whether the player already claimed the current packet (spec 4). */
export const getRedPacketClaimed = /* @__PURE__ */ getter<RedPacketClaimed>(
  endpoints.redPacketClaimed,
);

/** Money action: claims the red packet (redNumber). */
export const claimRedPacket = /* @__PURE__ */ sender<RedNumberPayload, ClaimResult>(
  endpoints.redPacketClaim,
);

/** The super member day: its leaderboard and lottery (CHOICE SuperMemberDay). */
export const getSuperMemberDayRankings = /* @__PURE__ */ getter<SuperMemberDay>(
  endpoints.superMemberDayRankings,
);

/** Money action: the super member day's draw, once per day. */
export const drawSuperMemberDayLottery = /* @__PURE__ */ sender<Record<string, never>, ClaimResult>(
  endpoints.superMemberDayLottery,
);

/** The player's scratch cards (type 14; contract ScratchCardDetails CHOICE). */
export const getScratchCardDetails = /* @__PURE__ */ getter<ScratchCardDetails>(
  endpoints.scratchCardDetails,
);

/** Spec 3 scratch ticket: initialRewardAmount (the banner's rising counter starts there). */
export const getScratchCardInitialAmount = /* @__PURE__ */ getter<ScratchTicket>(
  endpoints.scratchCardInitialAmount,
);

/** Scratches one card (CHOICE: "hang" is the scratch); answers the new details. */
export const hangScratchCard = /* @__PURE__ */ sender<ScratchCardHangPayload, ScratchCardDetails>(
  endpoints.scratchCardHang,
);

/** Money action. */
export const withdrawScratchCard = /* @__PURE__ */ sender<Record<string, never>, ClaimResult>(
  endpoints.scratchCardWithdraw,
);

/** Merges the hidden cards into one with the combine bonus; answers the new details. */
export const combineScratchCards = /* @__PURE__ */ sender<
  Record<string, never>,
  ScratchCardDetails
>(endpoints.scratchCardCombine);

/** The rescue bonus of the last closed day or week (CHOICE RescueBonus). */
export const getRescueBonus = /* @__PURE__ */ getter<RescueBonus, { period: RescuePeriod }>(
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

/** The deposit bonus tiers of the type 6 activity (/rechargeRule). */
export const getTopUpPromotion = /* @__PURE__ */ getter<TopUpPromotion>(
  endpoints.topUpPromotionDetail,
);

/** The tiers of one top-up activity by id (CHOICE TopUpPromotionQuery: types 6 and 13). */
export const getTopUpPromotionOf = /* @__PURE__ */ getter<TopUpPromotion, TopUpPromotionQuery>(
  endpoints.topUpPromotionDetail,
);

/** Money action: redeems a code. */
export function redeemCode(code: string, options?: CallOptions): Promise<ClaimResult> {
  return callEndpoint<ClaimResult>(endpoints.redemptionCodeUse, { ...options, pathArgs: { code } });
}

/** The codes this player redeemed (/exchangeCode). */
export const getRedemptionCodeDetail = /* @__PURE__ */ getter<RedemptionHistory>(
  endpoints.redemptionCodeDetail,
);

/** Today's bet rebate, paid by itself at the next 00:00 (CHOICE EverydayBetRebate). */
export const getEverydayBetRebate = /* @__PURE__ */ getter<EverydayBetRebate>(
  endpoints.everydayBetRebate,
);

/** The lucky turntable of activity type 8: its segments and odds, the spins left (CHOICE LuckyWheel). */
export const getLuckyTurntable = /* @__PURE__ */ getter<LuckyWheel>(endpoints.luckyTurntable);

/** Money action: spins the lucky turntable; the server draws and credits the prize. */
export function spinLuckyTurntable(options?: CallOptions): Promise<WheelSpin> {
  return callEndpoint<WheelSpin>(endpoints.luckyTurntableSpin, { ...options, data: {} });
}

/** The carnival tasks of activity type 35 (CHOICE CarnivalTask). */
export const getCarnivalTasks = /* @__PURE__ */ getter<CarnivalTask[]>(endpoints.carnivalTasks);

/** The carnival points balance and what points buy (CHOICE CarnivalPoints). */
export const getCarnivalPoints = /* @__PURE__ */ getter<CarnivalPoints>(endpoints.carnivalPoints);

/** The day or month big wheel (CHOICE LuckyWheel). */
export const getBigWheel = /* @__PURE__ */ getter<LuckyWheel, { period: BigWheelPeriod }>(
  endpoints.bigWheel,
);

/** Money action: spins the day or month big wheel. */
export function spinBigWheel(period: BigWheelPeriod, options?: CallOptions): Promise<WheelSpin> {
  return callEndpoint<WheelSpin>(endpoints.bigWheelSpin, {
    ...options,
    pathArgs: { period },
    data: {},
  });
}

/** The daily sign-in of the type 21 pop-up: the seven days, which are signed, today's reward. */
export const getSevenDaySign = /* @__PURE__ */ getter<SevenDaySignDetail>(endpoints.sevenDaySign);

/** Money action: opens the seven-day sign chest. */
export const openSevenDayChest = /* @__PURE__ */ sender<Record<string, never>, ClaimResult>(
  endpoints.sevenDayChest,
);

/** Today's tasks of activity type 36 (CHOICE DayTask). */
export const getDayTasks = /* @__PURE__ */ getter<DayTask[]>(endpoints.dayTask);

/** Money action: the daily sign-in (activity type 21 pop-up). */
export const signToday = /* @__PURE__ */ sender<Record<string, never>, ClaimResult>(
  endpoints.daySign,
);

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
export const getRanking = /* @__PURE__ */ getter<
  RankingDetails,
  { kind: RankingKind; period: RankingPeriod }
>(endpoints.rankingDetails);

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

/** The type 37 accumulated deposit activity of the player (CHOICE TotalPayActivity). */
export const getTotalPayActivity = /* @__PURE__ */ getter<TotalPayActivity>(
  endpoints.totalPayActivity,
);

/** Money action: receives one reached tier (or all of them, CHOICE TotalPayReceivePayload). */
export const receiveTotalPay = /* @__PURE__ */ sender<TotalPayReceivePayload, ClaimResult>(
  endpoints.totalPayReceive,
);

/** The type 37 tiers (CHOICE TotalPaySet), readable by visitors too. */
export const getTotalPaySets = /* @__PURE__ */ getter<TotalPaySet[]>(endpoints.totalPaySetList);

/** The items the player holds (CHOICE ActivityProp). Paged with pageSize 999 (spec 9). */
export const getActivityProps = /* @__PURE__ */ getter<Page<ActivityProp>, PageQuery>(
  endpoints.activityProps,
);

/** First-pay limited-time activity by id: limitTimeFirstPaySets (spec 3, 4). */
export const getFirstPayActivity = /* @__PURE__ */ getter<FirstPayActivity, { id: number }>(
  endpoints.firstPayActivity,
);
