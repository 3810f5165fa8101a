import type { EndpointDef } from './contract';

/**
 * Every call of spec 7, one export each: the machine-readable list the mock world is checked
 * against (every endpoint has a handler; `endpoints` and `endpointList` in contract.ts). The
 * API functions in src/api/<domain>.ts are built from these. One binding per call (not one
 * object) so the production build keeps only the calls the loaded screens make: an unused
 * endpoint costs players nothing.
 */
// Member (spec 7: paths and payloads as shown)
export const login = {
  method: 'POST',
  path: '/papi/member/v2/login',
  encrypted: true,
} as const satisfies EndpointDef;
export const logout = {
  method: 'GET',
  path: '/api/member/v1/logout',
} as const satisfies EndpointDef;
export const register = {
  method: 'POST',
  path: '/papi/member/v2/register',
  encrypted: true,
} as const satisfies EndpointDef;
export const resetPassword = {
  method: 'PUT',
  path: '/papi/member/v2/resetPassword',
  encrypted: true,
} as const satisfies EndpointDef;
export const sendSms = {
  method: 'POST',
  path: '/papi/member/v1/sendMessage',
} as const satisfies EndpointDef;
export const updatePassword = {
  method: 'PUT',
  path: '/api/member/v1/updatePassword',
} as const satisfies EndpointDef;
export const updateMember = {
  method: 'PUT',
  path: '/api/member/v1/updateMember',
} as const satisfies EndpointDef;
export const phoneVerification = {
  method: 'PUT',
  path: '/api/member/v1/phoneVerification',
} as const satisfies EndpointDef;
export const sendMemberSms = {
  method: 'GET',
  path: '/api/member/v1/sendMessage/{type}',
} as const satisfies EndpointDef;
export const memberInfo = {
  method: 'GET',
  path: '/api/member/v2/info',
} as const satisfies EndpointDef;
export const inviteFriendsRes = {
  method: 'GET',
  path: '/api/member/v1/getInviteFriendsRes',
} as const satisfies EndpointDef;
export const nextMemberList = {
  method: 'GET',
  path: '/api/member/v1/getNextMemberList',
  paged: true,
} as const satisfies EndpointDef;
export const userAvatar = {
  method: 'GET',
  path: '/api/member/v1/userAvatar',
} as const satisfies EndpointDef;
export const aesProperties = {
  method: 'GET',
  path: '/papi/member/v2/aesProperties',
} as const satisfies EndpointDef;

// Wallet and lists (spec 7)
export const walletSummary = {
  method: 'GET',
  path: '/api/wallet/v1/summaryList/{currency}',
} as const satisfies EndpointDef;
export const currencyExchange = {
  method: 'GET',
  path: '/api/wallet/v1/currencyExchange',
} as const satisfies EndpointDef;
export const exchange = {
  method: 'POST',
  path: '/api/wallet/v1/exchange',
  money: true,
} as const satisfies EndpointDef;
export const walletWithdrawal = {
  method: 'GET',
  path: '/api/wallet/v1/walletWithdrawal',
} as const satisfies EndpointDef;
export const currencyListMap = {
  method: 'GET',
  path: '/api/currency/v1/listMap',
} as const satisfies EndpointDef;
export const vipLevelPage = {
  method: 'GET',
  path: '/api/vipLevel/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const memberLevelPage = {
  method: 'GET',
  path: '/api/memberLevel/v1/page',
  choice: true,
  paged: true,
  pageSize: 1000,
} as const satisfies EndpointDef;
export const transferRecordPage = {
  method: 'GET',
  path: '/api/walletTransferRecord/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const wageringPage = {
  method: 'GET',
  path: '/api/memberWagering/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const accountChangePage = {
  method: 'GET',
  path: '/api/memberAccountChange/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const systemMessagePage = {
  method: 'GET',
  path: '/api/memberMessage/v1/system/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const personalMessagePage = {
  method: 'GET',
  path: '/api/memberMessage/v1/personal/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const readSystemMessage = {
  method: 'PUT',
  path: '/api/memberMessage/v1/system/read',
  choice: true,
} as const satisfies EndpointDef;
export const readPersonalMessage = {
  method: 'PUT',
  path: '/api/memberMessage/v1/personal/read',
  choice: true,
} as const satisfies EndpointDef;
export const messageNumber = {
  method: 'GET',
  path: '/api/memberMessage/v1/number',
  choice: true,
} as const satisfies EndpointDef;
export const messageUnread = {
  method: 'GET',
  path: '/api/memberMessage/v1/unread',
  choice: true,
} as const satisfies EndpointDef;
export const withdrawAccountList = {
  method: 'GET',
  path: '/api/memberWithdrawAccount/v1/list',
} as const satisfies EndpointDef;
export const channelConfig = {
  method: 'GET',
  path: '/api/channel/v1/config',
} as const satisfies EndpointDef;
export const visitRecord = {
  method: 'POST',
  path: '/api/visitRecord/v1/add',
} as const satisfies EndpointDef;
// Money actions named by the product (deposit, withdraw) but absent from spec 7: CHOICE.
export const deposit = {
  method: 'POST',
  path: '/api/recharge/v1/create',
  choice: true,
  money: true,
} as const satisfies EndpointDef;
export const withdraw = {
  method: 'POST',
  path: '/api/withdraw/v1/apply',
  choice: true,
  money: true,
} as const satisfies EndpointDef;

// System (spec 7: names only, every path a CHOICE)
export const countryList = {
  method: 'GET',
  path: '/api/country/v1/listAll',
  choice: true,
} as const satisfies EndpointDef;
export const bannerList = {
  method: 'GET',
  path: '/api/banner/v1/list',
  choice: true,
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
export const platformConfig = {
  method: 'GET',
  path: '/api/business_config/v1/platformConfig',
  choice: true,
} as const satisfies EndpointDef;
export const businessConfig = {
  method: 'GET',
  path: '/api/business_config/v1/config',
  choice: true,
} as const satisfies EndpointDef;
export const registerSuccessNotice = {
  method: 'GET',
  path: '/api/messageTemplate/v1/register_success_notice',
  choice: true,
} as const satisfies EndpointDef;
export const pwaInfo = {
  method: 'GET',
  path: '/api/pwaInfo/v1/config',
  choice: true,
} as const satisfies EndpointDef;
export const webPushAppId = {
  method: 'GET',
  path: '/api/webPushConfig/v1/getAppId',
  choice: true,
} as const satisfies EndpointDef;
export const registerGiveDetail = {
  method: 'GET',
  path: '/api/activityRegisterGive/v1/detail',
  choice: true,
} as const satisfies EndpointDef;

// Games (spec 7: the /game/api/game/v1 prefix is shown; the other paths are CHOICEs). CHOICE:
// the home's "categories with games" and "provider groups" calls are `front` and
// `vendorFront` (spec 7 lists both as GETs, and they return exactly those shapes).
export const gameFront = {
  method: 'GET',
  path: '/game/api/game/v1/front',
} as const satisfies EndpointDef;
export const collectList = {
  method: 'GET',
  path: '/game/api/game/v1/collectList',
} as const satisfies EndpointDef;
export const vendorList = {
  method: 'GET',
  path: '/game/api/game/v1/vendorList',
} as const satisfies EndpointDef;
export const vendorFront = {
  method: 'GET',
  path: '/game/api/game/v2/vendorFront',
} as const satisfies EndpointDef;
export const gameSearch = {
  method: 'POST',
  path: '/game/api/game/v1/search',
  choice: true,
} as const satisfies EndpointDef;
export const gamePage = {
  method: 'GET',
  path: '/game/api/game/v1/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const categoryAndVendor = {
  method: 'GET',
  path: '/game/api/game/v1/categoryAndVendor',
  choice: true,
} as const satisfies EndpointDef;
export const userBet = {
  method: 'GET',
  path: '/game/api/bet/v1/userBet',
  choice: true,
} as const satisfies EndpointDef;
export const gameBig = {
  method: 'GET',
  path: '/game/api/bet/v1/gameBig',
  choice: true,
} as const satisfies EndpointDef;
export const gameRecent = {
  method: 'GET',
  path: '/game/api/bet/v1/gameRecent',
  choice: true,
} as const satisfies EndpointDef;
export const userBetPage = {
  method: 'GET',
  path: '/game/api/bet/v1/userBetPage',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;
export const gameEnter = {
  method: 'POST',
  path: '/game/api/game/v1/enter',
  choice: true,
} as const satisfies EndpointDef;
export const gameCollect = {
  method: 'PUT',
  path: '/game/api/game/v1/collect/{id}',
  choice: true,
} as const satisfies EndpointDef;

// Activity (spec 7: names only, every method and path a CHOICE)
export const activityList = {
  method: 'GET',
  path: '/api/activity/v1/list',
  choice: true,
} as const satisfies EndpointDef;
export const activityParticipation = {
  method: 'GET',
  path: '/api/activity/v1/activityParticipation',
  choice: true,
} as const satisfies EndpointDef;
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
