import type {
  ActivityArticleDetail,
  ActivityDetail,
  ActivityProgress,
  ActivityProp,
  ActivityReward,
  CarnivalPoints,
  CarnivalPointsReward,
  CarnivalTask,
  ClaimResult,
  Club,
  ClubSummary,
  DayTask,
  EndpointDef,
  EverydayBetRebate,
  FirstPayActivity,
  FirstPayLimitSet,
  FourPayActivity,
  FourPayStep,
  LuckyWheel,
  MyRewards,
  NewRedPacket,
  NewRedPacketHead,
  NewRedPacketRound,
  PromoteDashboard,
  PromoteRecord,
  RankingDetails,
  RankingEntry,
  RankingPrize,
  RankingStanding,
  RealTimeReward,
  RedEnvelope,
  RedEnvelopeDetail,
  RedemptionHistory,
  RedPacketDistributionRound,
  RedPacketState,
  RescueBonus,
  ScratchCard,
  ScratchCardDetails,
  ScratchTicket,
  SevenDaySignDetail,
  SignDay,
  SuperMemberDay,
  TopUpPromotion,
  TotalPayActivity,
  TotalPaySet,
  TreasureBox,
  WheelPrize,
  WheelSpin,
} from '../contract';
import { arrayOf, bool, nullable, num, obj, optional, page, str, type Fields } from '../shape';
import { activityFields, article, articleDetailFields } from '../shapes';

// Spec 7 calls: every activity call beyond the list (claims, wheels, red packets, rankings, ...). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/activities.ts.

const claimResult = obj<ClaimResult>({ amount: num, currency: str });

const redEnvelopeFields: Fields<RedEnvelope> = { redEnvelopesStatus: num, countDown: num };

/** The leaderboard part that the bet and invite rankings and the super member day share. */
const leaderboardFields: Fields<Pick<RankingDetails, 'list' | 'prizes' | 'me'>> = {
  list: arrayOf(obj<RankingEntry>({ rank: num, userNo: str, amount: num, reward: num })),
  prizes: arrayOf(obj<RankingPrize>({ fromRank: num, toRank: num, reward: num })),
  me: nullable(obj<RankingStanding>({ rank: nullable(num), userNo: str, amount: num })),
};

const scratchCards = obj<ScratchCardDetails>({
  initialRewardAmount: num,
  cards: arrayOf(
    obj<ScratchCard>({ id: num, state: str, prizeAmount: nullable(num), combined: bool }),
  ),
  withdrawableAmount: num,
  withdrawnAmount: num,
  combineMultiplier: num,
  combineMin: num,
  currency: str,
});

const luckyWheel = obj<LuckyWheel>({
  prizes: arrayOf(obj<WheelPrize>({ amount: num, chance: num })),
  spinsLeft: num,
  countDown: num,
  currency: str,
});

const wheelSpin = obj<WheelSpin>({ amount: num, currency: str, prizeIndex: num, spinsLeft: num });

const totalPaySets = arrayOf(obj<TotalPaySet>({ amount: num, reward: num }));

export const activityDetail = {
  method: 'GET',
  path: '/api/activity/v1/getActivityDetail/{id}',
  choice: true,
  reply: obj<ActivityDetail>({
    ...activityFields,
    content: str,
    startTime: num,
    endTime: num,
    rewards: arrayOf(obj<ActivityReward>({ condition: str, amount: num })),
    progress: nullable(obj<ActivityProgress>({ current: num, target: num, unit: str })),
    claimableAmount: nullable(num),
    treasureBoxes: optional(
      arrayOf(
        obj<TreasureBox>({
          serialNumber: str,
          status: num,
          reward: num,
          currency: str,
          invitesNeeded: num,
        }),
      ),
    ),
  }),
} as const satisfies EndpointDef;

export const activityBonus = {
  method: 'POST',
  path: '/api/activity/v1/getActivityBonus/{id}',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const fourPayActivity = {
  method: 'GET',
  path: '/api/activity/v1/getFourPayActivity',
  choice: true,
  reply: nullable(
    obj<FourPayActivity>({
      id: num,
      paySuccessTimes: num,
      validEndTime: num,
      payFourTimesSetList: arrayOf(obj<FourPayStep>({ rla: num, rr: num })),
    }),
  ),
} as const satisfies EndpointDef;

export const clubList = {
  method: 'GET',
  path: '/api/club/v1/list',
  choice: true,
  reply: arrayOf(obj<Club>({ id: num, name: str, memberCount: num, level: str })),
} as const satisfies EndpointDef;

export const clubSummaryList = {
  method: 'GET',
  path: '/api/clubSummary/v1/list',
  choice: true,
  reply: arrayOf(
    obj<ClubSummary>({ clubId: num, totalBet: num, weeklyReward: num, currency: str }),
  ),
} as const satisfies EndpointDef;

export const activityArticleList = {
  method: 'GET',
  path: '/api/activityArticle/v1/list',
  choice: true,
  reply: arrayOf(article),
} as const satisfies EndpointDef;

export const activityArticleDetail = {
  method: 'GET',
  path: '/api/activityArticle/v1/detail/{id}',
  choice: true,
  reply: obj<ActivityArticleDetail>({ ...articleDetailFields, publishTime: num }),
} as const satisfies EndpointDef;

export const promoteRecordPage = {
  method: 'GET',
  path: '/api/promote/v1/record/list',
  choice: true,
  paged: true,
  reply: page(
    obj<PromoteRecord>({
      id: num,
      userNo: str,
      amount: num,
      currency: str,
      createTime: num,
      status: num,
    }),
  ),
} as const satisfies EndpointDef;

export const realTimeRewards = {
  method: 'GET',
  path: '/api/promote/v1/realTimeRewards',
  choice: true,
  reply: arrayOf(
    obj<RealTimeReward>({ id: num, userNo: str, amount: num, currency: str, createTime: num }),
  ),
} as const satisfies EndpointDef;

export const myRewards = {
  method: 'GET',
  path: '/api/promote/v1/myRewards',
  choice: true,
  reply: obj<MyRewards>({ currency: str, totalReward: num, withdrawn: num, available: num }),
} as const satisfies EndpointDef;

export const promoteDashboard = {
  method: 'GET',
  path: '/api/promote/v1/dashboard',
  choice: true,
  reply: obj<PromoteDashboard>({
    inviteCode: str,
    inviteUrl: str,
    inviteCount: num,
    totalReward: num,
    validCount: num,
    todayReward: num,
    available: num,
  }),
} as const satisfies EndpointDef;

export const withdrawToWallet = {
  method: 'POST',
  path: '/api/promote/v1/withdrawToWallet',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const vipReceive = {
  method: 'POST',
  path: '/api/vip/v1/receive/{kind}',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const redEnvelopeDetail = {
  method: 'GET',
  path: '/api/redEnvelope/v1/detail',
  choice: true,
  reply: obj<RedEnvelopeDetail>({
    ...redEnvelopeFields,
    redNumber: str,
    amount: nullable(num),
    currency: str,
  }),
} as const satisfies EndpointDef;

export const redEnvelopeOpen = {
  method: 'POST',
  path: '/api/redEnvelope/v1/open',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const redEnvelopeCheck = {
  method: 'GET',
  path: '/api/redEnvelope/v1/check',
  choice: true,
  reply: bool,
} as const satisfies EndpointDef;

export const newRedPacketDetail = {
  method: 'GET',
  path: '/api/newRedPacket/v1/detail',
  choice: true,
  reply: obj<NewRedPacket>({
    ...redEnvelopeFields,
    id: num,
    activityId: num,
    redNumber: str,
    status: num,
    minAmount: num,
    maxAmount: num,
    currency: str,
    countDown: num,
    totalCount: num,
    remainingCount: num,
    receivedAmount: nullable(num),
  }),
} as const satisfies EndpointDef;

export const newRedPacketReceive = {
  method: 'POST',
  path: '/api/newRedPacket/v1/receive',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const newRedPacketHead = {
  method: 'GET',
  path: '/api/newRedPacket/v1/head',
  choice: true,
  reply: obj<NewRedPacketHead>({
    redNumber: str,
    status: num,
    countDown: num,
    remainingCount: num,
    totalCount: num,
  }),
} as const satisfies EndpointDef;

export const newRedPacketList = {
  method: 'GET',
  path: '/api/newRedPacket/v1/list',
  choice: true,
  reply: arrayOf(obj<NewRedPacketRound>({ ...redEnvelopeFields, roundTime: str })),
} as const satisfies EndpointDef;

export const redPacketDistribution = {
  method: 'GET',
  path: '/api/redPacket/v1/distribution',
  choice: true,
  reply: arrayOf(
    obj<RedPacketDistributionRound>({
      roundTime: str,
      totalAmount: num,
      packetCount: num,
      currency: str,
    }),
  ),
} as const satisfies EndpointDef;

export const redPacketStatus = {
  method: 'GET',
  path: '/api/redPacket/v1/status',
  choice: true,
  reply: obj<RedPacketState>({ claimable: bool, countdown: num, redNumber: str }),
} as const satisfies EndpointDef;

export const redPacketClaimed = {
  method: 'GET',
  path: '/api/redPacket/v1/claimed',
  choice: true,
  reply: bool,
} as const satisfies EndpointDef;

export const redPacketClaim = {
  method: 'POST',
  path: '/api/redPacket/v1/claim',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const superMemberDayRankings = {
  method: 'GET',
  path: '/api/superMemberDay/v1/rankings',
  choice: true,
  reply: obj<SuperMemberDay>({
    startTime: num,
    endTime: num,
    open: bool,
    currency: str,
    ...leaderboardFields,
    lottery: obj<SuperMemberDay['lottery']>({
      prizes: arrayOf(num),
      drawsLeft: num,
      drawnAmount: nullable(num),
    }),
  }),
} as const satisfies EndpointDef;

export const superMemberDayLottery = {
  method: 'POST',
  path: '/api/superMemberDay/v1/lottery',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const scratchCardDetails = {
  method: 'GET',
  path: '/api/scratchCard/v1/details',
  choice: true,
  reply: scratchCards,
} as const satisfies EndpointDef;

export const scratchCardInitialAmount = {
  method: 'GET',
  path: '/api/scratchCard/v1/initialAmount',
  choice: true,
  reply: obj<ScratchTicket>({ initialRewardAmount: num }),
} as const satisfies EndpointDef;

export const scratchCardHang = {
  method: 'POST',
  path: '/api/scratchCard/v1/hang',
  choice: true,
  reply: scratchCards,
} as const satisfies EndpointDef;

export const scratchCardWithdraw = {
  method: 'POST',
  path: '/api/scratchCard/v1/withdraw',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const scratchCardCombine = {
  method: 'POST',
  path: '/api/scratchCard/v1/combine',
  choice: true,
  reply: scratchCards,
} as const satisfies EndpointDef;

export const rescueBonusDetail = {
  method: 'GET',
  path: '/api/rescueBonus/v1/{period}/detail',
  choice: true,
  reply: obj<RescueBonus>({
    period: str,
    startTime: num,
    endTime: num,
    lossAmount: num,
    rate: num,
    minLoss: num,
    bonusAmount: num,
    currency: str,
    received: bool,
    expireTime: num,
  }),
} as const satisfies EndpointDef;

export const rescueBonusReceive = {
  method: 'POST',
  path: '/api/rescueBonus/v1/{period}/received',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const topUpPromotionDetail = {
  method: 'GET',
  path: '/api/topUpPromotion/v1/detail',
  choice: true,
  reply: obj<TopUpPromotion>({
    validEndTime: num,
    tiers: arrayOf(
      obj<TopUpPromotion['tiers'][number]>({ minAmount: num, rate: num, maxReward: num }),
    ),
    depositOrder: optional(num),
  }),
} as const satisfies EndpointDef;

export const redemptionCodeUse = {
  method: 'POST',
  path: '/api/redemptionCode/v1/use/{code}',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const redemptionCodeDetail = {
  method: 'GET',
  path: '/api/redemptionCode/v1/detail',
  choice: true,
  reply: obj<RedemptionHistory>({
    records: arrayOf(
      obj<RedemptionHistory['records'][number]>({ code: str, amount: num, currency: str }),
    ),
  }),
} as const satisfies EndpointDef;

export const everydayBetRebate = {
  method: 'GET',
  path: '/api/betRebate/v1/everyday',
  choice: true,
  reply: obj<EverydayBetRebate>({
    betAmount: num,
    rate: num,
    rebateAmount: num,
    currency: str,
    payTime: num,
  }),
} as const satisfies EndpointDef;

export const luckyTurntable = {
  method: 'GET',
  path: '/api/luckyTurntable/v1/detail',
  choice: true,
  reply: luckyWheel,
} as const satisfies EndpointDef;

export const carnivalTasks = {
  method: 'GET',
  path: '/api/carnival/v1/tasks',
  choice: true,
  reply: arrayOf(
    obj<CarnivalTask>({ id: num, title: str, progress: num, target: num, points: num }),
  ),
} as const satisfies EndpointDef;

export const carnivalPoints = {
  method: 'GET',
  path: '/api/carnival/v1/points',
  choice: true,
  reply: obj<CarnivalPoints>({
    points: num,
    nextRewardAt: num,
    currency: str,
    rewards: arrayOf(obj<CarnivalPointsReward>({ points: num, amount: num })),
  }),
} as const satisfies EndpointDef;

export const bigWheel = {
  method: 'GET',
  path: '/api/bigWheel/v1/{period}',
  choice: true,
  reply: luckyWheel,
} as const satisfies EndpointDef;

/** CHOICE: the spec names the wheel reads only; a spin is its own money call. */
export const luckyTurntableSpin = {
  method: 'POST',
  path: '/api/luckyTurntable/v1/spin',
  choice: true,
  money: true,
  reply: wheelSpin,
} as const satisfies EndpointDef;

/** CHOICE: a spin of the day or month big wheel. */
export const bigWheelSpin = {
  method: 'POST',
  path: '/api/bigWheel/v1/{period}/spin',
  choice: true,
  money: true,
  reply: wheelSpin,
} as const satisfies EndpointDef;

export const sevenDaySign = {
  method: 'GET',
  path: '/api/sevenDaySign/v1/detail',
  choice: true,
  reply: obj<SevenDaySignDetail>({
    activityId: num,
    currency: str,
    signedDays: num,
    todaySigned: bool,
    days: arrayOf(obj<SignDay>({ day: num, reward: num, status: num })),
    chestReward: num,
    chestOpened: bool,
  }),
} as const satisfies EndpointDef;

export const sevenDayChest = {
  method: 'POST',
  path: '/api/sevenDaySign/v1/chest',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const dayTask = {
  method: 'GET',
  path: '/api/dayTask/v1/list',
  choice: true,
  reply: arrayOf(
    obj<DayTask>({
      id: num,
      title: str,
      progress: num,
      target: num,
      unit: str,
      done: bool,
      reward: num,
      currency: str,
    }),
  ),
} as const satisfies EndpointDef;

export const daySign = {
  method: 'POST',
  path: '/api/daySign/v1/sign',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const treasureBoxCollect = {
  method: 'POST',
  path: '/api/treasureBox/v1/collect/{serialNumber}',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const rankingDetails = {
  method: 'GET',
  path: '/api/ranking/v1/{kind}/{period}/details',
  choice: true,
  reply: obj<RankingDetails>({
    kind: str,
    period: str,
    startTime: num,
    endTime: num,
    currency: str,
    ...leaderboardFields,
    last: nullable(
      obj<NonNullable<RankingDetails['last']>>({ rank: num, reward: num, claimed: bool }),
    ),
  }),
} as const satisfies EndpointDef;

export const rankingClaim = {
  method: 'POST',
  path: '/api/ranking/v1/{kind}/{period}/claim',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const totalPayActivity = {
  method: 'GET',
  path: '/api/totalPay/v1/get',
  choice: true,
  reply: obj<TotalPayActivity>({
    totalPay: num,
    currency: str,
    tiers: totalPaySets,
    receivedAmounts: arrayOf(num),
    receivable: num,
    validEndTime: num,
  }),
} as const satisfies EndpointDef;

export const totalPayReceive = {
  method: 'POST',
  path: '/api/totalPay/v1/receive',
  choice: true,
  money: true,
  reply: claimResult,
} as const satisfies EndpointDef;

export const totalPaySetList = {
  method: 'GET',
  path: '/api/totalPay/v1/setList',
  choice: true,
  reply: totalPaySets,
} as const satisfies EndpointDef;

export const activityProps = {
  method: 'GET',
  path: '/api/activity/v1/props',
  choice: true,
  paged: true,
  pageSize: 999,
  reply: page(obj<ActivityProp>({ id: num, name: str, count: num, expireTime: num })),
} as const satisfies EndpointDef;

export const firstPayActivity = {
  method: 'GET',
  path: '/api/firstPay/v1/{id}',
  choice: true,
  reply: obj<FirstPayActivity>({
    id: num,
    limitTimeFirstPaySets: arrayOf(
      obj<FirstPayLimitSet>({
        tl: num,
        rr: optional(num),
        rla: optional(num),
        minPay: optional(num),
      }),
    ),
  }),
} as const satisfies EndpointDef;
