/*
 * The activities' own calls (spec 7 Activity): promotions and their articles, the per-type
 * details (red packets, scratch card, wheels, rankings, rescue, rebates, tasks, sign-in, deposits)
 * and their claims, the welfare centre.
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { InviteFriendsRes } from './account';
import type { Activity } from './activity';
import type { ArticleDetail } from './content';

export type FourPayStep = {
  /** Max reward amount. */
  rla: number;
  /** Reward rate percent. */
  rr: number;
};

export type FourPayActivity = {
  id: number;
  /** 0 to 4. */
  paySuccessTimes: number;
  validEndTime: number;
  payFourTimesSetList: FourPayStep[];
};

/**
 * Spec 3 red-packet activity state (GET redPacket/status). CHOICE: `redNumber` names the round
 * the state is about (the open round while claimable, else the next one); the spec 7 claim
 * sends it back (`claim (redNumber)`), so the client never claims a round it has not seen.
 */
export type RedPacketState = {
  claimable: boolean;
  /** Milliseconds until the next state change (the round closes, or the next one opens). */
  countdown: number;
  redNumber: string;
};

export type RedEnvelope = {
  redEnvelopesStatus: number;
  countDown: number;
};

export type ScratchTicket = {
  initialRewardAmount: number;
};

/**
 * One scratch card of the player (activity type 14, spec 7 "scratch card (details, initial
 * amount, hang, withdraw, combine)"; the spec names only the calls). CHOICE: a card hides a BRL
 * prize until it is scratched; the server says the prize only then (`prizeAmount` null while
 * hidden), so nothing in the client knows an unscratched prize.
 */
export type ScratchCard = {
  id: number;
  state: 'hidden' | 'revealed';
  /** BRL; null while hidden. */
  prizeAmount: number | null;
  /** Made by combining cards: its prize carries the combine bonus (`combineMultiplier`). */
  combined: boolean;
};

/**
 * GET scratchCard details. CHOICE (the spec names the call only):
 * - `initialRewardAmount`: the same spec 3 figure as the initial-amount call, so the page's
 *   rising pool and the home banner's agree (spec 9, features/home `usePrize`).
 * - `cards`: the player's cards still in play: hidden ones, and revealed ones whose prize has
 *   not been withdrawn yet. A withdrawn card leaves the list (its prize is in the wallet).
 *   Visitors get none.
 * - "hang" (POST scratchCard/hang, body `ScratchCardHangPayload`) is the scratch itself:
 *   guā 刮 "scratch" and guà 挂 "hang" are one syllable apart in the call's Chinese-origin
 *   name. It reveals one card's prize into `withdrawableAmount`; no money moves. Answers the
 *   new details. Refused 3001 when the card is already scratched, 3002 when it is not the
 *   player's.
 * - "combine" (POST scratchCard/combine, empty body) merges every hidden card (at least
 *   `combineMin`) into one hidden card worth their prizes times `combineMultiplier`. Answers
 *   the new details; refused 3002 with fewer hidden cards.
 * - "withdraw" (POST scratchCard/withdraw, empty body; a money action) moves
 *   `withdrawableAmount` to the BRL wallet and answers the ClaimResult; refused 3002 when there
 *   is nothing revealed to move.
 */
export type ScratchCardDetails = {
  initialRewardAmount: number;
  cards: ScratchCard[];
  /** BRL revealed and not yet withdrawn: what withdraw moves. */
  withdrawableAmount: number;
  /** BRL this player already moved to the wallet from scratch cards. */
  withdrawnAmount: number;
  /** The combined card's prize over the prizes it merged (1.2 = +20 %). */
  combineMultiplier: number;
  /** The fewest hidden cards a combine takes. */
  combineMin: number;
  currency: string;
};

/** CHOICE: the body of scratchCard/hang: which card to scratch. */
export type ScratchCardHangPayload = { cardId: number };

export type FirstPayLimitSet = {
  /** Minutes. */
  tl: number;
  /**
   * CHOICE (optional: spec 3 names only `tl`): reward rate percent of a first deposit made
   * within `tl` minutes of registering.
   */
  rr?: number;
  /** CHOICE: the largest reward of this set. */
  rla?: number;
  /** CHOICE: the smallest first deposit that earns it. */
  minPay?: number;
};

/** Spec 3 "Reward states 1-3". CHOICE: like the order states, 1 pending, 2 failed, 3 credited. */
export const RewardStatus = { pending: 1, failed: 2, credited: 3 } as const;

/**
 * CHOICE: a row of the spec 7 "promote record list" (GET promote/record/list, paged, newest first):
 * a reward the player earned by promoting the platform, i.e. a friend they invited made a first
 * deposit. `userNo` is the friend's, masked by the server (spec 5); `amount` in `currency`;
 * `createTime` epoch ms; `status` a spec 3 reward state (RewardStatus).
 */
export type PromoteRecord = {
  id: number;
  userNo: string;
  amount: number;
  currency: string;
  createTime: number;
  status: number;
};

/** CHOICE: GET redemptionCode/detail, the codes this player redeemed. */
export type RedemptionHistory = {
  records: { code: string; amount: number; currency: string }[];
};

/** CHOICE: GET topUpPromotion/detail, the deposit bonus tiers of the type 6 activity. */
export type TopUpPromotion = {
  validEndTime: number;
  tiers: { minAmount: number; rate: number; maxReward: number }[];
  /** CHOICE: which deposit earns the bonus (2: the second); absent: every deposit. */
  depositOrder?: number;
};

/** CHOICE: an article (spec 3 article entries carry logo and bannerPicUrl). */
export type Article = {
  id: number;
  key: string;
  type: number;
  title: string;
  logo: string;
  bannerPicUrl: string;
};

/**
 * CHOICE: one row of an activity's reward table (/activityDetail): what the player must reach,
 * as the server words it in the player's language (`lang` header), and what it pays in BRL.
 */
export type ActivityReward = { condition: string; amount: number };

/**
 * CHOICE: the player's way to the activity's goal: `current` of `target`, both in `unit`
 * ('money': BRL bet or deposited; 'count': bets, days, invites...). Null for a visitor.
 */
export type ActivityProgress = { current: number; target: number; unit: 'money' | 'count' };

/**
 * GET getActivityDetail/{id}: the activity, its rules (server HTML, shown only through SafeHtml)
 * and its window (epoch ms). CHOICE fields beyond the spec: `rewards` (the reward table, may be
 * empty), `progress` (null for visitors and activities without a measurable goal) and
 * `claimableAmount` (what a claim pays now, BRL, when participationStatus is 1; else null).
 */
export type ActivityDetail = Activity & {
  content: string;
  startTime: number;
  endTime: number;
  rewards: ActivityReward[];
  progress: ActivityProgress | null;
  claimableAmount: number | null;
  /** Type 10 only (CHOICE TreasureBox): the boxes as this player sees them. */
  treasureBoxes?: TreasureBox[];
};

/** CHOICE: GET activityArticle/detail/{id}: an article entry with its publication time (epoch ms). */
export type ActivityArticleDetail = ArticleDetail & { publishTime: number };

/** CHOICE: the amount credited by a claim. */
export type ClaimResult = { amount: number; currency: string };

/**
 * CHOICE: GET promote myRewards (the welfare centre's rewards, spec 7 "my rewards"): the invite
 * rewards in one currency (BRL): all earned, already moved to the wallet (withdrawToWallet),
 * and what can be moved now (`totalReward - withdrawn`, never negative).
 */
export type MyRewards = {
  currency: string;
  totalReward: number;
  withdrawn: number;
  available: number;
};

/**
 * CHOICE: GET promote realTimeRewards (spec 7 "real-time rewards"): the latest rewards credited
 * to the welfare balance, newest first, at most 10: one per invited friend whose first deposit
 * earned it (`userNo` masked as spec 5 says, `createTime` in epoch ms).
 */
export type RealTimeReward = {
  id: number;
  userNo: string;
  amount: number;
  currency: string;
  createTime: number;
};

/**
 * CHOICE: GET promote dashboard (spec 7 "dashboard data"): the figures of getInviteFriendsRes,
 * here always with validCount and todayReward, plus what can be moved to the wallet now.
 */
export type PromoteDashboard = InviteFriendsRes & {
  validCount: number;
  todayReward: number;
  available: number;
};

/**
 * CHOICE: POST promote withdrawToWallet body: the amount to move (2 decimals, in the rewards'
 * currency). Refused with 3002 when nothing is available and 2002 when `amount` is above it
 * (never clamped); answered with the ClaimResult of the amount moved.
 */
export type WithdrawToWalletPayload = { amount: number };

export type VipReceiveKind = 'memberLevel' | 'day' | 'week' | 'month';

export type RescuePeriod = 'day' | 'week';

/**
 * CHOICE (activity types 1 "Resgate diário" and 2 "Resgate semanal"): GET
 * rescueBonus/{period}/detail. The rescue pays back `rate` percent of the player's net losses
 * (`lossAmount`) of the last closed period (`startTime`..`endTime`: yesterday, or last week Monday
 * to Sunday, São Paulo time); losses under `minLoss` rescue nothing (`bonusAmount` 0). It can be
 * received once (`received`), until `expireTime` (the end of the current period, or the activity's
 * end if sooner); after it the bonus lapses. All times epoch ms, amounts in `currency`.
 */
export type RescueBonus = {
  period: RescuePeriod;
  startTime: number;
  endTime: number;
  lossAmount: number;
  /** Percent of the losses paid back (5 = 5%). */
  rate: number;
  minLoss: number;
  bonusAmount: number;
  currency: string;
  received: boolean;
  expireTime: number;
};

/**
 * CHOICE (activity type 12 "Cashback diário"): GET betRebate/everyday. Today's valid bets (São
 * Paulo day, `betAmount`), the player's rebate rate in percent (their VIP level's `rebateRate`),
 * the rebate earned so far and `payTime` (epoch ms, the next 00:00 São Paulo), when it is credited
 * to the wallet by itself: there is no claim call for it in spec 7.
 */
export type EverydayBetRebate = {
  betAmount: number;
  rate: number;
  rebateAmount: number;
  currency: string;
  payTime: number;
};

export type RankingKind = 'bet' | 'invite';

export type RankingPeriod = 'day' | 'week';

/**
 * CHOICE: one row of a leaderboard (bet and invite rankings, super member day). `userNo` is
 * masked by the server as spec 5 says; `amount` is what the ranking counts (BRL bet for bet
 * rankings and the super member day, valid invitees, a whole number, for invite rankings);
 * `reward` the BRL prize of that rank (0: none).
 */
export type RankingEntry = { rank: number; userNo: string; amount: number; reward: number };

/** CHOICE: a prize band: every rank from `fromRank` to `toRank` (inclusive) wins `reward`. */
export type RankingPrize = { fromRank: number; toRank: number; reward: number };

/**
 * CHOICE: the reader's own standing in a running period: `rank` null while outside the ranking
 * (e.g. nothing bet yet); `userNo` masked. Null for a visitor.
 */
export type RankingStanding = { rank: number | null; userNo: string; amount: number };

/**
 * CHOICE: GET ranking/v1/{kind}/{period}/details (spec 7 "bet and invite rankings day and week
 * (details, claim)"). The running period [startTime, endTime) in epoch ms (days run 00:00 to
 * 00:00 São Paulo, weeks Monday 00:00 to Monday 00:00); its top 10 (`list`, rank order); the
 * prize bands; `me` the reader's standing (null for a visitor); `last` the reader's result in
 * the finished previous period, null for a visitor or when they won no prize there. POST
 * .../claim pays `last.reward` once (3001 once claimed, 3002 when there is nothing).
 */
export type RankingDetails = {
  kind: RankingKind;
  period: RankingPeriod;
  startTime: number;
  endTime: number;
  currency: string;
  list: RankingEntry[];
  prizes: RankingPrize[];
  me: RankingStanding | null;
  last: { rank: number; reward: number; claimed: boolean } | null;
};

/**
 * CHOICE: GET superMemberDay/v1/rankings (the type 32 page, spec 7 "super member day rankings
 * and lottery"): the running super member day [startTime, endTime) when `open`, else the next
 * one; that day's bet leaderboard, prize bands and the reader's standing (as RankingDetails);
 * and the day's lottery: its possible prizes, the draws the reader has left today (0 for a
 * visitor) and what their draw of today paid (null before it). POST superMemberDay/v1/lottery
 * draws once per day (3001 after that, 3007 while the day is not open) and answers ClaimResult.
 */
export type SuperMemberDay = {
  startTime: number;
  endTime: number;
  open: boolean;
  currency: string;
  list: RankingEntry[];
  prizes: RankingPrize[];
  me: RankingStanding | null;
  lottery: { prizes: number[]; drawsLeft: number; drawnAmount: number | null };
};

/**
 * CHOICE: GET club/v1/list (spec 7 "club list"): the clubs players bet together in; `level` is
 * the club's tier name as the server writes it.
 */
export type Club = { id: number; name: string; memberCount: number; level: string };

/**
 * CHOICE: GET clubSummary/v1/list (spec 7 "clubSummary list"): each club's bet total of the
 * running week and the prize the club shares at the week's end, by `clubId` (Club.id). Shown
 * as the club ranking of the bet ranking page (type 9): clubs compete on their members' bets.
 */
export type ClubSummary = {
  clubId: number;
  totalBet: number;
  weeklyReward: number;
  currency: string;
};

export type BigWheelPeriod = 'day' | 'month';

/**
 * CHOICE: one segment of a wheel (activity type 8: the lucky turntable and the big wheel): the
 * prize it pays and its chance in percent. The odds are the server's: the client shows them
 * before a spin and never draws the prize itself.
 */
export type WheelPrize = { amount: number; chance: number };

/**
 * CHOICE: GET luckyTurntable/detail and GET bigWheel/{period} (spec 7 "lucky turntable", "big
 * wheel day and month"; the spec shows no fields). `prizes` are the segments clockwise from the
 * pointer at 12 o'clock (chances sum to 100); `spinsLeft` the spins the player has now (0 for a
 * visitor); `countDown` the milliseconds until the spins are given again (São Paulo midnight for
 * the turntable and the day wheel, the first day of next month for the month wheel).
 */
export type LuckyWheel = {
  prizes: WheelPrize[];
  spinsLeft: number;
  countDown: number;
  currency: string;
};

/**
 * CHOICE: POST luckyTurntable/spin and POST bigWheel/{period}/spin (the spec names only the
 * reads; a spin is a money action with an Idempotency-Key). The server draws the prize and
 * credits it: `prizeIndex` into the wheel's `prizes`, the amount credited and the spins left
 * after this one. Refused with 3002 when no spin is left.
 */
export type WheelSpin = ClaimResult & { prizeIndex: number; spinsLeft: number };

/** CHOICE: payload of the red-packet and red-envelope claims (spec 7 "open (redNumber)"). */
export type RedNumberPayload = { redNumber: string };

/** CHOICE: GET redPacket/claimed answers whether the player already claimed the packet. */
export type RedPacketClaimed = boolean;

/**
 * CHOICE: GET redEnvelope/detail (the type 4 pop-up): the spec 3 red envelope plus the round's
 * `redNumber` (sent back by open) and, once this player opened it, the amount won (else null).
 * redEnvelopesStatus: 0 not started, 1 can open, 2 opened by this player, 3 ended; countDown
 * in milliseconds until the next change (the round opens, or the next round starts).
 */
export type RedEnvelopeDetail = RedEnvelope & {
  redNumber: string;
  amount: number | null;
  currency: string;
};

/**
 * CHOICE: GET redEnvelope/check answers true while the player can still open the current
 * envelope (spec 4: a claimable packet is checked against whether the player already took it).
 */
export type RedEnvelopeCheck = boolean;

/**
 * CHOICE: GET newRedPacket/detail (the type 39 pop-up). `status` and the spec 3
 * `redEnvelopesStatus` carry the same value: 0 waiting (opens when countDown ends), 1 can
 * receive (closes when countDown ends), 2 received (`receivedAmount` is set).
 */
export type NewRedPacketDetail = {
  id: number;
  activityId: number;
  redNumber: string;
  status: 0 | 1 | 2;
  minAmount: number;
  maxAmount: number;
  currency: string;
  /** Milliseconds until this packet closes (or opens, when waiting). */
  countDown: number;
  totalCount: number;
  remainingCount: number;
  /** Amount received, once status is 2. */
  receivedAmount: number | null;
};

export type NewRedPacket = NewRedPacketDetail & RedEnvelope;

/** CHOICE: one day of the seven-day sign-in: status 1 signed, 2 can sign today, 3 locked. */
export type SignDay = { day: number; reward: number; status: 1 | 2 | 3 };

/** CHOICE: GET sevenDaySign/detail, the daily sign-in of the type 21 pop-up. */
export type SevenDaySignDetail = {
  activityId: number;
  currency: string;
  /** Days signed in a row so far (0 to 7), today included once signed. */
  signedDays: number;
  todaySigned: boolean;
  days: SignDay[];
  /** Extra prize for the full week, opened at day 7. */
  chestReward: number;
  /**
   * CHOICE: whether this player already opened the week's chest (POST sevenDaySign chest, once,
   * after all seven days are signed); the pop-up shows the prize taken.
   */
  chestOpened: boolean;
};

/**
 * CHOICE: one of today's tasks, GET dayTask/list (activity type 36 "Tarefas diárias"): `progress`
 * of `target`, counted in steps (`unit` 'count') or BRL (`'money'`); `done` once the target is
 * reached; `reward` in `currency`. Spec 7 names no claim for a task: the rewards of the day are
 * taken with the activity's own claim (getActivityBonus/{id}).
 */
export type DayTask = {
  id: number;
  title: string;
  progress: number;
  target: number;
  unit: 'count' | 'money';
  done: boolean;
  reward: number;
  currency: string;
};

/**
 * CHOICE: one carnival task, GET carnival tasks (activity type 35): `progress` of `target` steps;
 * `points` are added to the carnival points once the target is reached.
 */
export type CarnivalTask = {
  id: number;
  title: string;
  progress: number;
  target: number;
  points: number;
};

/** CHOICE: one step of the carnival price list: `points` are worth `amount`. */
export type CarnivalPointsReward = { points: number; amount: number };

/**
 * CHOICE: GET carnival points: the player's balance, the price of the next reward and what points
 * buy (`rewards`, cheapest first, in `currency`). Spec 7 names no call that spends points, so the
 * app shows the list and does not exchange.
 */
export type CarnivalPoints = {
  points: number;
  nextRewardAt: number;
  currency: string;
  rewards: CarnivalPointsReward[];
};

/**
 * CHOICE: a treasure box of activity type 10 "Baú do tesouro". No call of spec 7 lists the boxes,
 * so the activity's own detail carries them (`ActivityDetail.treasureBoxes`): `serialNumber` for
 * collectTreasureBox/{serialNumber}; status 0 locked (the player needs `invitesNeeded` valid
 * invited friends: the activity's rules, "each valid invitee frees a box"), 1 can be collected, 2
 * collected by this player; `reward` in `currency`.
 */
export type TreasureBox = {
  serialNumber: string;
  status: 0 | 1 | 2;
  reward: number;
  currency: string;
  invitesNeeded: number;
};

/** CHOICE: first-pay limited-time activity by id (spec 3 first-pay sets `tl` in minutes). */
export type FirstPayActivity = { id: number; limitTimeFirstPaySets: FirstPayLimitSet[] };

/**
 * CHOICE (type 37 "Depósito acumulado"): GET totalPay/setList, one tier of the accumulated deposit
 * activity: `amount` BRL deposited in the activity's window earns `reward`.
 */
export type TotalPaySet = { amount: number; reward: number };

/**
 * CHOICE: GET totalPay/get, the player's accumulated deposit activity: `totalPay` deposited so
 * far (BRL), the tiers, `receivedAmounts` (the `amount` of every tier already received),
 * `receivable` (what the reached, not yet received tiers pay together) and `validEndTime` (epoch
 * ms; past it nothing can be received any more).
 */
export type TotalPayActivity = {
  totalPay: number;
  currency: string;
  tiers: TotalPaySet[];
  receivedAmounts: number[];
  receivable: number;
  validEndTime: number;
};

/**
 * CHOICE: POST totalPay/receive body: `amount` names the reached tier to receive (its
 * TotalPaySet.amount); without it every reached tier is received in one payment. Refused with
 * 3001 when that tier was already received, 3002 when it is not reached (or the window closed).
 */
export type TotalPayReceivePayload = { amount?: number };

/**
 * CHOICE (types 6 and 13): GET topUpPromotion/detail takes the top-up activity's id as `activityId`
 * (without it: the type 6 deposit bonus of /rechargeRule). `depositOrder` says which deposit earns
 * the bonus (2 for type 13 "Bônus no 2º depósito"; absent: every deposit).
 */
export type TopUpPromotionQuery = { activityId: number };

/**
 * CHOICE: GET newRedPacket/head, the summary of the current type 39 round (the detail's fields
 * the pop-up's header needs).
 */
export type NewRedPacketHead = Pick<
  NewRedPacketDetail,
  'redNumber' | 'status' | 'countDown' | 'remainingCount' | 'totalCount'
>;

/**
 * CHOICE: GET newRedPacket/list, the day's rounds of new red envelopes: `roundTime` São Paulo
 * 'HH:MM', the spec 3 red envelope status (0 waiting, 1 open, 2 received) and countDown (ms until
 * the round opens; until it closes while open).
 */
export type NewRedPacketRound = RedEnvelope & { roundTime: string };

/** CHOICE: GET redPacket/distribution, per round of the day: the money and packets it shares. */
export type RedPacketDistributionRound = {
  roundTime: string;
  totalAmount: number;
  packetCount: number;
  currency: string;
};

/**
 * CHOICE (spec 7 "activity props", spec 9 pageSize 999): one kind of item the player holds from
 * activities (free spins, deposit coupons, scratch tickets...): `count` held (0 = none left) and
 * `expireTime` (epoch ms).
 */
export type ActivityProp = { id: number; name: string; count: number; expireTime: number };
