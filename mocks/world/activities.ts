/**
 * Activities and claims of the mock world (spec 2 activity page, spec 3 activity entities,
 * spec 6 visibility, spec 7 activity calls). Every reward can be taken once: the claim is
 * remembered on the player (`claims`) and a second try answers 3001. Rewards are credited in BRL
 * to the wallet (with an account change and a 2001 socket push, wallet.ts `applyMoney`).
 */
import type {
  Activity,
  ActivityDetail,
  ActivityProp,
  NewRedPacketHead,
  NewRedPacketRound,
  RedPacketDistributionRound,
  TopUpPromotion,
  TotalPayActivity,
  TotalPaySet,
  ActivityParticipation,
  CarnivalPoints,
  CarnivalTask,
  DayTask,
  TreasureBox,
  ClaimResult,
  ScratchCard,
  ScratchCardDetails,
  EverydayBetRebate,
  RescueBonus,
  VipReward,
  FirstPayActivity,
  FourPayActivity,
  LuckyWheel,
  MyRewards,
  Page,
  PromoteDashboard,
  PromoteRecord,
  RealTimeReward,
  NewRedPacket,
  RedEnvelopeDetail,
  RedPacketState,
  WheelSpin,
} from '../../src/api/contract';
import {
  DEPOSIT_BONUS,
  NEW_RED_PACKET as NEW_RED_PACKET_TYPE,
  RED_PACKET_RAIN,
  SECOND_DEPOSIT,
  SEVEN_DAY_SIGN_IN,
  TREASURE_BOX,
  VIP_CLUB,
} from '../../src/features/activities/activityTypes';
import { now } from '../../src/lib/clock';
import {
  ACTIVITIES,
  ACTIVITY_DETAILS,
  activityBonusAmount,
  activityIdOf,
  activityGoal,
  activityPeriod,
  buildSevenDaySign,
  FIRST_PAY_ACTIVITY,
  FOUR_PAY_ACTIVITY_FRESH,
  NEW_RED_PACKET,
  NEW_RED_PACKET_RECEIVED,
  NEW_RED_PACKET_WAITING,
  RED_ENVELOPE_NOT_STARTED,
  RED_ENVELOPE_OPEN,
  RED_PACKET_CLAIMABLE,
  RED_PACKET_RED_NUMBER,
  RED_PACKET_WAITING,
  REDEMPTION_CODES,
  SCRATCH_CARDS,
  SCRATCH_COMBINE,
  SCRATCH_COMBINED_ID,
  SCRATCH_TICKET,
  VIP_LEVELS,
  visibleActivities,
  type SevenDaySignDetail,
} from '../data/activities';
import { DAY, FIXED_NOW, HOUR, MINUTE } from '../data/clock';
import {
  CARNIVAL_REWARDS,
  DEPOSIT_BONUS_TIERS,
  INVITE_REWARD_PER_FRIEND,
  RED_ENVELOPE_AMOUNT,
  RED_PACKET_ROUNDS,
  RESCUE_TERMS,
  SECOND_DEPOSIT_TIER,
  TOTAL_PAY_TIERS,
  TREASURE_BOXES,
  WHEEL_CHANCES,
  WHEEL_FACTOR,
  WHEEL_PRIZES,
  WHEEL_SPINS,
  type WheelKind,
} from '../data/promoTerms';
import { XSS_ARTICLE_HTML } from '../data/xss';
import { pageOf } from '../data/games';
import { createRng, hashSeed } from '../data/prng';
import { inviteRewardTotal, inviteSummary } from './accounts';
import { Code, Refuse } from './codes';
import { addExact, isAmount, subtractExact } from './money';
import { applyMoney } from './wallet';
import {
  done,
  nextRecordId,
  refused,
  scenarioApplied,
  type Outcome,
  type WorldUser,
} from './world';

/** Sub business types of the rewards (mocks/data/wallet.ts SUB_BUSINESS_TYPES). */
const SUB = {
  bonus: 401,
  redPacket: 402,
  signIn: 403,
  vip: 404,
  redemption: 405,
  invite: 406,
} as const;

/** The São Paulo calendar day of `at` as yyyy-mm-dd (daily rewards reset at 00:00 there). */
export function saoPauloDay(at = now()): string {
  return new Date(at - 3 * HOUR).toISOString().slice(0, 10);
}

/**
 * Credits a one-time reward: refused with 3001 when `key` was already claimed, 3002 when there
 * is nothing to take.
 */
function claimOnce(
  user: WorldUser,
  key: string,
  amount: number,
  subBusinessType: number,
  name?: string,
): Outcome<ClaimResult> {
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (!(amount > 0)) return refused(Refuse.nothingToClaim);
  user.claims.push(key);
  applyMoney(user, 'BRL', amount, subBusinessType, name);
  return done({ amount, currency: 'BRL' });
}

// ---------------------------------------------------------------------------------------------
// Activity list and participation

function statusOf(user: WorldUser | null, activityId: number): number {
  return user?.participations.find((p) => p.activityId === activityId)?.participationStatus ?? 0;
}

function withStatus<T extends Activity>(activity: T, user: WorldUser | null): T {
  return { ...activity, participationStatus: statusOf(user, activity.id) };
}

/**
 * GET activity list (type, category, rewardsType, pageSize). Spec 6: visitors see only
 * loginShow 1, and hidden types are never listed. Visitors take part in nothing (status 0).
 */
export function activityList(query: URLSearchParams, user: WorldUser | null): Activity[] {
  const category = Number(query.get('category')) || undefined;
  const type = Number(query.get('type')) || undefined;
  const pageSize = Number(query.get('pageSize')) || undefined;
  const list = visibleActivities(user !== null, category)
    .filter((a) => type === undefined || a.type === type)
    .map((a) => withPeriod(withStatus(a, user)));
  return pageSize ? list.slice(0, pageSize) : list;
}

/**
 * The list answer's period and spec 3 "Promotion valid" (contract Activity CHOICE): 1 until
 * the period's last second has passed, then 0. Judged at the data's own instant (FIXED_NOW,
 * mocks/data/clock.ts), not the machine's clock: the periods are part of the data snapshot, and
 * on the mock API (which runs on the real clock) a comparison with `now()` would turn every
 * promotion "ended" once the machine's date passes 31/12/2026. 'promotions-ended': every period
 * closed at the end of yesterday (São Paulo), so every entry is ended.
 */
function withPeriod(activity: Activity): Activity {
  let { startTime, endTime } = activityPeriod(activity.type);
  const ended = scenarioApplied('promotions-ended');
  if (ended) {
    const today = Date.parse(`${saoPauloDay()}T00:00:00Z`) + 3 * HOUR;
    endTime = Math.min(endTime, today - 1000);
    startTime = Math.min(startTime, endTime - DAY);
  }
  return { ...activity, startTime, endTime, valid: ended || FIXED_NOW > endTime ? 0 : 1 };
}

export function participations(user: WorldUser): ActivityParticipation[] {
  return user.participations.filter((p) => p.participationStatus !== 0);
}

/**
 * After a claim on an activity's own page or pop-up: the activity stops counting in the header
 * badge (spec 4 reminder: status 1 means something waits) unless something else of it still
 * waits, and stays "taking part" (2). Without this the badge kept its count after every claim.
 */
function settleParticipation(user: WorldUser, type: number, stillWaiting = false): void {
  const entry = user.participations.find((p) => p.activityId === activityIdOf(type));
  if (entry?.participationStatus === 1 && !stillWaiting) entry.participationStatus = 2;
}

/**
 * The player's way to the goal (contract ActivityProgress), from their participation status:
 * 0 not started, 1 and 3 goal reached, 2 in progress (CHOICE: 40 % of the way). None for an
 * activity without a generic goal (it pays through its own mechanics).
 */
function progressOf(type: number, status: number): ActivityDetail['progress'] {
  const goal = activityGoal(type);
  if (!goal) return null;
  const current =
    status === 1 || status === 3 ? goal.target : status === 2 ? Math.floor(goal.target * 0.4) : 0;
  return { current, target: goal.target, unit: goal.unit };
}

/**
 * GET getActivityDetail/{id}: spec 6, a visitor reads only loginShow 1 activities (the others
 * answer 3006 as unknown); a player's copy carries their status, progress and the amount
 * waiting. 'activity-withdrawn' removes every activity a claim was refused for; 'xss-activity-
 * rules' serves the hostile corpus as rules.
 */
export function activityDetail(id: number, user: WorldUser | null): Outcome<ActivityDetail> {
  const detail = ACTIVITY_DETAILS.find((a) => a.id === id);
  if (!detail || (user === null && detail.loginShow !== 1)) return refused(Refuse.unknownActivity);
  if (user?.claims.includes(`withdrawn:${id}`)) return refused(Refuse.unknownActivity);
  const own = withStatus(detail, user);
  return done({
    ...own,
    rewards: detail.rewards.map((r) => ({ ...r })),
    content: scenarioApplied('xss-activity-rules') ? XSS_ARTICLE_HTML : detail.content,
    progress: user ? progressOf(detail.type, own.participationStatus) : null,
    claimableAmount: own.participationStatus === 1 ? activityBonusAmount(id) : null,
    ...(detail.type === TREASURE_BOX.type ? { treasureBoxes: treasureBoxes(user) } : {}),
  });
}

export { activityBonusAmount };

/**
 * POST getActivityBonus/{id}: pays an activity whose reward is waiting (participation status
 * 1, spec 4 reminder); the activity is then finished (3) and the header badge drops by one.
 * Scenarios make the claim meet a change the page has not seen yet: 'activity-claimed-elsewhere'
 * (paid on another device first: 3001), 'activity-reward-expired' (the reward lapsed back to
 * in progress: 3002), 'activity-withdrawn' (the activity was taken down: 3006 from now on).
 */
export function claimActivityBonus(user: WorldUser, id: number): Outcome<ClaimResult> {
  if (!ACTIVITIES.some((a) => a.id === id)) return refused(Refuse.unknownActivity);
  const key = `activity:${id}`;
  if (user.claims.includes(`withdrawn:${id}`)) return refused(Refuse.unknownActivity);
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  const entry = user.participations.find((p) => p.activityId === id);
  if (entry?.participationStatus !== 1) return refused(Refuse.nothingToClaim);
  if (scenarioApplied('activity-withdrawn')) {
    user.claims.push(`withdrawn:${id}`);
    entry.participationStatus = 0;
    return refused(Refuse.unknownActivity);
  }
  if (scenarioApplied('activity-reward-expired')) {
    entry.participationStatus = 2;
    return refused(Refuse.nothingToClaim);
  }
  const result = claimOnce(user, key, activityBonusAmount(id), SUB.bonus, 'Bônus de atividade');
  if (result.ok) entry.participationStatus = 3;
  if (result.ok && scenarioApplied('activity-claimed-elsewhere')) {
    return refused(Refuse.alreadyClaimed);
  }
  return result;
}

export function fourPay(user: WorldUser | null): FourPayActivity {
  return structuredClone(user?.fourPay ?? FOUR_PAY_ACTIVITY_FRESH);
}

export function firstPayActivity(id: number): Outcome<FirstPayActivity> {
  return id === FIRST_PAY_ACTIVITY.id ? done(FIRST_PAY_ACTIVITY) : refused(Refuse.unknownActivity);
}

// ---------------------------------------------------------------------------------------------
// Red envelope (type 4), new red packet (type 39), red packet rain

/** What a red envelope pays (CHOICE: fixed, so stories can show the amount). */
export { RED_ENVELOPE_AMOUNT };
/** What the spec 4 red packet pays (CHOICE: fixed). */
export const RED_PACKET_AMOUNT = 5.2;

/** The red number of today's envelope round (São Paulo day), e.g. 'RE-20261122'. */
export function redEnvelopeNumber(at = now()): string {
  return `RE-${saoPauloDay(at).replaceAll('-', '')}`;
}

/**
 * A countdown of the seed, measured from FIXED_NOW (the data's instant, like every date of the
 * seed), as the time left now. It goes down as the world's clock goes on, so every answer, and
 * every screen that shows it, agree to the second, and reading it again (a navigation, a reload,
 * the pop-up opened once more) does not start it over. Never below zero.
 */
function leftOf(seedCountDown: number, at = now()): number {
  return Math.max(0, FIXED_NOW + seedCountDown - at);
}

/**
 * GET redEnvelope/detail (contract RedEnvelopeDetail): the player's envelope state, today's red
 * number, and the amount once this player opened today's envelope.
 */
export function redEnvelope(user: WorldUser | null): RedEnvelopeDetail {
  const opened = user?.claims.includes(`redEnvelope:${saoPauloDay()}`) ?? false;
  const envelope = user?.redEnvelope ?? RED_ENVELOPE_OPEN;
  return {
    ...envelope,
    countDown: leftOf(envelope.countDown),
    redNumber: redEnvelopeNumber(),
    amount: opened ? RED_ENVELOPE_AMOUNT : null,
    currency: 'BRL',
  };
}

function redNumberOf(body: unknown): string {
  const value = (body as Record<string, unknown> | null)?.redNumber;
  return typeof value === 'string' ? value.trim() : '';
}

/** POST redEnvelope/open (redNumber): status 1 opens once; 0 not started; 3 ended. */
export function openRedEnvelope(user: WorldUser, body: unknown): Outcome<ClaimResult> {
  if (!redNumberOf(body)) return refused(Refuse.badRequest);
  const envelope = user.redEnvelope;
  if (envelope.redEnvelopesStatus === 2) return refused(Refuse.alreadyClaimed);
  if (envelope.redEnvelopesStatus === 0) return refused(Refuse.notOpenYet);
  if (envelope.redEnvelopesStatus !== 1) return refused(Refuse.packetGone);
  const key = `redEnvelope:${saoPauloDay()}`;
  const result = claimOnce(user, key, RED_ENVELOPE_AMOUNT, SUB.redPacket);
  if (result.ok) {
    envelope.redEnvelopesStatus = 2;
    settleParticipation(user, RED_PACKET_RAIN.type);
  }
  return result;
}

/** New red packet detail: the seed detail plus the RedEnvelope fields the client reads. */
export function newRedPacket(user: WorldUser | null): NewRedPacket {
  const packet = user?.newRedPacket ?? NEW_RED_PACKET;
  return { ...packet, countDown: leftOf(packet.countDown), redEnvelopesStatus: packet.status };
}

export function newRedPacketHead(user: WorldUser | null): NewRedPacketHead {
  const { redNumber, status, countDown, remainingCount, totalCount } = newRedPacket(user);
  return { redNumber, status, countDown, remainingCount, totalCount };
}

/** Milliseconds from the day's first round to `roundTime` ('18:00' is 6 h after '12:00'). */
function afterFirstRound(roundTime: string): number {
  const minutes = (time: string) => {
    const [hours = 0, mins = 0] = time.split(':').map(Number);
    return hours * 60 + mins;
  };
  return (minutes(roundTime) - minutes(RED_PACKET_ROUNDS[0])) * MINUTE;
}

/**
 * Today's rounds (CHOICE: the first, 12:00 São Paulo, is open now; the others count down from
 * FIXED_NOW, which is that round's start).
 */
export function newRedPacketList(user: WorldUser | null): NewRedPacketRound[] {
  const current = newRedPacket(user);
  return RED_PACKET_ROUNDS.map((roundTime, i) =>
    i === 0
      ? { roundTime, redEnvelopesStatus: current.status, countDown: current.countDown }
      : { roundTime, redEnvelopesStatus: 0, countDown: leftOf(afterFirstRound(roundTime)) },
  );
}

/** POST newRedPacket/receive (redNumber of the open packet). */
export function receiveNewRedPacket(user: WorldUser, body: unknown): Outcome<ClaimResult> {
  const packet = user.newRedPacket;
  if (redNumberOf(body) !== packet.redNumber) return refused(Refuse.packetGone);
  if (packet.status === 2) return refused(Refuse.alreadyClaimed);
  if (packet.status === 0) return refused(Refuse.notOpenYet);
  const amount = NEW_RED_PACKET_RECEIVED.receivedAmount ?? 0;
  const result = claimOnce(user, `newRedPacket:${packet.redNumber}`, amount, SUB.redPacket);
  if (result.ok) {
    packet.status = 2;
    packet.receivedAmount = amount;
    packet.remainingCount = Math.max(0, packet.remainingCount - 1);
    settleParticipation(user, NEW_RED_PACKET_TYPE.type);
  }
  return result;
}

/**
 * Puts a player between rounds: the red envelope has not started (opens in 6 h) and the new
 * red packet is waiting (opens in 6 h). For stories and tests of the countdown states.
 */
export function waitForNextRound(user: WorldUser): void {
  user.redEnvelope = { ...RED_ENVELOPE_NOT_STARTED };
  user.newRedPacket = { ...NEW_RED_PACKET_WAITING };
}

/** Red-packet rain rounds of the day (contract RedPacketDistributionRound CHOICE). */
export function redPacketDistribution(): RedPacketDistributionRound[] {
  return RED_PACKET_ROUNDS.map((time, i) => ({
    roundTime: time,
    totalAmount: [5000, 8000, 8000, 12000][i] ?? 0,
    packetCount: [1000, 1500, 1500, 2000][i] ?? 0,
    currency: 'BRL',
  }));
}

/**
 * Spec 3: claimable, countdown and the round's redNumber (the noon round is open). CHOICE: the
 * countdown is the seed's 9 min 30 s on every read (the mock has no round clock). Scenarios:
 * 'red-packet-waiting' answers the next round (not claimable, opens in 6 h);
 * 'red-packet-unavailable' fails the call (HTTP 500).
 */
export function redPacketStatus(): Outcome<RedPacketState> {
  if (scenarioApplied('red-packet-unavailable')) return refused(Refuse.serverError);
  return done({
    ...(scenarioApplied('red-packet-waiting') ? RED_PACKET_WAITING : RED_PACKET_CLAIMABLE),
  });
}

export function redPacketClaimed(user: WorldUser): boolean {
  return user.claims.includes(`redPacket:${RED_PACKET_RED_NUMBER}`);
}

/** POST redPacket/claim (redNumber of the open round). */
export function claimRedPacket(user: WorldUser, body: unknown): Outcome<ClaimResult> {
  if (redNumberOf(body) !== RED_PACKET_RED_NUMBER) return refused(Refuse.packetGone);
  // 'red-packet-gone': the round ran out of packets between the status read and the tap.
  if (scenarioApplied('red-packet-gone')) return refused(Refuse.packetGone);
  return claimOnce(user, `redPacket:${RED_PACKET_RED_NUMBER}`, RED_PACKET_AMOUNT, SUB.redPacket);
}

// ---------------------------------------------------------------------------------------------
// Sign-in (type 21)

/** GET sevenDaySign/detail; `chestOpened` once this player opened the week's chest. */
export function sevenDaySign(user: WorldUser): SevenDaySignDetail {
  return {
    ...structuredClone(user.sevenDaySign),
    chestOpened: user.claims.includes('sevenDayChest'),
  };
}

/** POST daySign: today's check-in of the seven-day series, once per São Paulo day. */
export function signToday(user: WorldUser): Outcome<ClaimResult> {
  const sign = user.sevenDaySign;
  const key = `daySign:${saoPauloDay()}`;
  if (sign.todaySigned || user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  const day = sign.days[sign.signedDays];
  if (!day) return refused(Refuse.nothingToClaim);
  const result = claimOnce(user, key, day.reward, SUB.signIn);
  if (result.ok) {
    user.sevenDaySign = buildSevenDaySign(sign.signedDays + 1, true);
    // The seventh day opens the chest: that still waits.
    settleParticipation(user, SEVEN_DAY_SIGN_IN.type, user.sevenDaySign.signedDays >= 7);
  }
  return result;
}

/** POST sevenDaySign/chest: the week's chest, once all seven days are signed. */
export function openSevenDayChest(user: WorldUser): Outcome<ClaimResult> {
  const key = 'sevenDayChest';
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (user.sevenDaySign.signedDays < 7) return refused(Refuse.nothingToClaim);
  const result = claimOnce(user, key, user.sevenDaySign.chestReward, SUB.signIn, 'Baú do check-in');
  if (result.ok) settleParticipation(user, SEVEN_DAY_SIGN_IN.type);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Redemption codes

/**
 * POST redemptionCode/use/{code}, case-insensitive: an unknown code is 3003, an expired one
 * 3004, one used up 3005, one this player already redeemed 3001.
 */
export function redeemCode(user: WorldUser, rawCode: string): Outcome<ClaimResult> {
  const code = rawCode.trim().toUpperCase();
  const entry = REDEMPTION_CODES.find((c) => c.code === code);
  if (!entry) return refused(Refuse.invalidRedemptionCode);
  const key = `redemption:${entry.code}`;
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (entry.status === 3 || entry.expireTime < now()) return refused(Refuse.expiredRedemptionCode);
  if (entry.status === 2) return refused(Refuse.usedRedemptionCode);
  return claimOnce(user, key, entry.amount, SUB.redemption);
}

export function redemptionHistory(user: WorldUser) {
  return {
    records: REDEMPTION_CODES.filter((c) => user.claims.includes(`redemption:${c.code}`)).map(
      ({ code, amount, currency }) => ({ code, amount, currency }),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// VIP (spec 7 "VIP receive calls (member level, day, week, month rebate)")

const VIP_KINDS = ['memberLevel', 'day', 'week', 'month'] as const;
type VipKind = (typeof VIP_KINDS)[number];

export function isVipKind(kind: string): kind is VipKind {
  return (VIP_KINDS as readonly string[]).includes(kind);
}

/** What a VIP reward pays now: the level-up bonus of the current level, or a rebate. */
export function vipRewardAmount(user: WorldUser, kind: VipKind): number {
  switch (kind) {
    case 'memberLevel':
      return VIP_LEVELS[user.vip.level]?.upgradeBonus ?? 0;
    case 'day':
      return user.vip.dayRebate;
    case 'week':
      return user.vip.weekRebate;
    case 'month':
      return user.vip.monthRebate;
  }
}

/** 00:00 São Paulo (UTC-3, no daylight saving) of the day holding `at`. */
function saoPauloMidnight(at = now()): number {
  return Date.parse(`${saoPauloDay(at)}T00:00:00Z`) + 3 * HOUR;
}

/** 00:00 São Paulo of the Monday of the week holding `at`. */
function saoPauloWeekStart(at = now()): number {
  const midnight = saoPauloMidnight(at);
  const weekday = new Date(midnight - 3 * HOUR).getUTCDay();
  return midnight - ((weekday + 6) % 7) * DAY;
}

/** A VIP reward is taken once per level (level-up bonus) or once per day, week or month. */
function vipClaimKey(user: WorldUser, kind: VipKind): string {
  switch (kind) {
    case 'memberLevel':
      return `vip:level${user.vip.level}`;
    case 'day':
      return `vip:day:${saoPauloDay()}`;
    case 'week':
      return `vip:week:${saoPauloDay(saoPauloWeekStart())}`;
    case 'month':
      return `vip:month:${saoPauloDay().slice(0, 7)}`;
  }
}

export function receiveVip(user: WorldUser, kind: VipKind): Outcome<ClaimResult> {
  const result = claimOnce(user, vipClaimKey(user, kind), vipRewardAmount(user, kind), SUB.vip);
  if (result.ok) {
    const waiting = vipRewards(user).some((r) => !r.received && r.amount > 0);
    settleParticipation(user, VIP_CLUB.type, waiting);
  }
  return result;
}

/** The four VIP rewards as the memberLevel page's current row carries them (contract VipReward). */
export function vipRewards(user: WorldUser): VipReward[] {
  return VIP_KINDS.map((kind) => ({
    kind,
    amount: vipRewardAmount(user, kind),
    received: user.claims.includes(vipClaimKey(user, kind)),
  }));
}

export function memberVip(user: WorldUser) {
  return { ...user.vip };
}

// ---------------------------------------------------------------------------------------------
// Invites (promote)

export function inviteAvailable(user: WorldUser): number {
  return Math.max(0, subtractExact(inviteRewardTotal(user), user.inviteWithdrawn));
}

/**
 * GET promote record list (contract PromoteRecord): one credited reward per invited friend who
 * made a first deposit, newest first, paged (spec 9 default 1 and 10).
 */
export function promoteRecords(user: WorldUser, query: URLSearchParams): Page<PromoteRecord> {
  const rows = user.invitees
    .filter((m) => m.firstCharge)
    .map((m, i) => ({
      id: 70_001 + i,
      userNo: m.userNo,
      amount: INVITE_REWARD_PER_FRIEND,
      currency: 'BRL',
      createTime: m.registerTime + DAY,
      status: 3,
    }));
  return pageOf(rows, Number(query.get('pageNum')) || 1, Number(query.get('pageSize')) || 10);
}

/** GET myRewards (CHOICE MyRewards): earned, moved to the wallet, available. */
export function inviteRewards(user: WorldUser): MyRewards {
  const total = inviteRewardTotal(user);
  return {
    currency: 'BRL',
    totalReward: total,
    withdrawn: user.inviteWithdrawn,
    available: inviteAvailable(user),
  };
}

/** GET realTimeRewards (CHOICE RealTimeReward): the 10 latest rewards, newest first. */
export function realTimeRewards(user: WorldUser): RealTimeReward[] {
  return promoteRecords(user, new URLSearchParams({ pageNum: '1', pageSize: '10' })).list.map(
    (row) => ({
      id: Number(row.id),
      userNo: String(row.userNo),
      amount: Number(row.amount),
      currency: String(row.currency),
      createTime: Number(row.createTime),
    }),
  );
}

export function promoteDashboard(user: WorldUser): PromoteDashboard {
  return { ...inviteSummary(user), available: inviteAvailable(user) };
}

/** POST withdrawToWallet {amount}: moves earned invite rewards into the BRL wallet. */
export function withdrawInviteRewards(user: WorldUser, body: unknown): Outcome<ClaimResult> {
  const amount = (body as Record<string, unknown> | null)?.amount;
  if (!isAmount(amount, 2)) return refused(Refuse.invalidAmount);
  if (scenarioApplied('rewards-moved-elsewhere')) {
    // The page read its balance before another device moved every reward to the wallet.
    user.inviteWithdrawn = inviteRewardTotal(user);
  }
  const available = inviteAvailable(user);
  if (available <= 0) return refused(Refuse.nothingToClaim);
  if (amount > available) return refused(Refuse.insufficientBalance);
  user.inviteWithdrawn = addExact(user.inviteWithdrawn, amount);
  applyMoney(user, 'BRL', amount, SUB.invite);
  // A move from an activity balance to a wallet: a transfer record (walletTransferRecord), done.
  user.transfers.unshift({
    id: nextRecordId(),
    currency: 'BRL',
    amount,
    status: 3,
    createTime: now(),
  });
  return done({ amount, currency: 'BRL' });
}

// ---------------------------------------------------------------------------------------------
// The other promotions: small deterministic shapes (spec 7 names them, "payloads not shown")

// Rankings and the super member day: mocks/world/rankings.ts.

// Scratch cards (type 14; contract ScratchCardDetails CHOICE). The player's progress lives in
// `claims`: `scratch:hang:<id>` (scratched), `scratch:combine:<ids>` (merged into one card),
// `scratch:withdraw:<id>` (its prize moved to the wallet).

const cents = (amount: number) => Math.round(amount * 100);

/** Every card the player has had, with its prize, combined cards folded into one. */
function scratchDeck(user: WorldUser): { id: number; prizeAmount: number; combined: boolean }[] {
  const merged = user.claims
    .find((claim) => claim.startsWith('scratch:combine:'))
    ?.slice('scratch:combine:'.length)
    .split(',')
    .map(Number);
  const deck = SCRATCH_CARDS.filter((card) => !merged?.includes(card.id)).map(
    (card): { id: number; prizeAmount: number; combined: boolean } => ({
      ...card,
      combined: false,
    }),
  );
  if (merged) {
    const sum = SCRATCH_CARDS.filter((card) => merged.includes(card.id)).reduce(
      (total, card) => total + cents(card.prizeAmount),
      0,
    );
    const prizeAmount = Math.round(sum * SCRATCH_COMBINE.multiplier) / 100;
    deck.push({ id: SCRATCH_COMBINED_ID, prizeAmount, combined: true });
  }
  return deck;
}

export function scratchCardDetails(user: WorldUser | null): ScratchCardDetails {
  const has = (key: string) => user?.claims.includes(key) ?? false;
  const deck = user ? scratchDeck(user) : [];
  let withdrawable = 0;
  let withdrawn = 0;
  const cards: ScratchCard[] = [];
  for (const card of deck) {
    const revealed = has(`scratch:hang:${card.id}`);
    if (has(`scratch:withdraw:${card.id}`)) {
      withdrawn += cents(card.prizeAmount);
      continue;
    }
    if (revealed) withdrawable += cents(card.prizeAmount);
    cards.push({
      id: card.id,
      state: revealed ? 'revealed' : 'hidden',
      prizeAmount: revealed ? card.prizeAmount : null,
      combined: card.combined,
    });
  }
  return {
    initialRewardAmount: SCRATCH_TICKET.initialRewardAmount,
    cards,
    withdrawableAmount: withdrawable / 100,
    withdrawnAmount: withdrawn / 100,
    combineMultiplier: SCRATCH_COMBINE.multiplier,
    combineMin: SCRATCH_COMBINE.min,
    currency: 'BRL',
  };
}

/** POST scratchCard/hang {cardId}: scratches one card (CHOICE: "hang" is the scratch). */
export function scratchCard(user: WorldUser, body: unknown): Outcome<ScratchCardDetails> {
  const cardId = (body as Record<string, unknown> | null)?.cardId;
  const card = scratchDeck(user).find((c) => c.id === cardId);
  if (!card || user.claims.includes(`scratch:withdraw:${card.id}`)) {
    return refused({ ...Refuse.nothingToClaim, msg: 'Esta raspadinha não está mais com você.' });
  }
  if (user.claims.includes(`scratch:hang:${card.id}`)) {
    return refused({ ...Refuse.alreadyClaimed, msg: 'Esta raspadinha já foi raspada.' });
  }
  user.claims.push(`scratch:hang:${card.id}`);
  return done(scratchCardDetails(user));
}

/** POST scratchCard/combine: every hidden card (at least SCRATCH_COMBINE.min) becomes one. */
export function combineScratchCards(user: WorldUser): Outcome<ScratchCardDetails> {
  const hidden = scratchCardDetails(user).cards.filter((card) => card.state === 'hidden');
  const already = user.claims.some((claim) => claim.startsWith('scratch:combine:'));
  if (already || hidden.length < SCRATCH_COMBINE.min) {
    return refused({
      ...Refuse.nothingToClaim,
      msg: `Junte pelo menos ${SCRATCH_COMBINE.min} raspadinhas fechadas.`,
    });
  }
  user.claims.push(`scratch:combine:${hidden.map((card) => card.id).join(',')}`);
  return done(scratchCardDetails(user));
}

/**
 * POST scratchCard/withdraw (money action): moves every revealed prize to the BRL wallet.
 * 'scratch-withdrawn-elsewhere': another device moved them just before (3002).
 */
export function withdrawScratchCard(user: WorldUser): Outcome<ClaimResult> {
  const revealed = () => scratchCardDetails(user).cards.filter((card) => card.state === 'revealed');
  if (scenarioApplied('scratch-withdrawn-elsewhere')) {
    for (const card of revealed()) user.claims.push(`scratch:withdraw:${card.id}`);
  }
  const cards = revealed();
  const amount = cards.reduce((total, card) => total + cents(card.prizeAmount ?? 0), 0) / 100;
  if (!(amount > 0)) return refused(Refuse.nothingToClaim);
  for (const card of cards) user.claims.push(`scratch:withdraw:${card.id}`);
  applyMoney(user, 'BRL', amount, SUB.bonus, 'Prêmio da raspadinha');
  return done({ amount, currency: 'BRL' });
}

/** The 'scratch-no-cards' scenario: every card scratched and withdrawn. */
export function spendScratchCards(user: WorldUser): void {
  for (const card of SCRATCH_CARDS) {
    user.claims.push(`scratch:hang:${card.id}`, `scratch:withdraw:${card.id}`);
  }
}

/**
 * CHOICE: the demo world's losses of the last closed day and week; what rescues them is in the
 * terms (RESCUE_TERMS).
 */
const RESCUE = {
  day: { lossAmount: 120.5, ...RESCUE_TERMS.day },
  week: { lossAmount: 860, ...RESCUE_TERMS.week },
} as const;

export function isRescuePeriod(period: string): period is keyof typeof RESCUE {
  return period === 'day' || period === 'week';
}

/**
 * GET rescueBonus/{period}/detail (contract RescueBonus): the losses of yesterday or of last
 * week (Monday to Sunday, São Paulo), claimable until the current day or week ends. Scenarios:
 * 'rescue-nothing' (no losses), 'rescue-expired' (the rescue activities ended at today's 00:00).
 */
export function rescueBonus(user: WorldUser, period: keyof typeof RESCUE): RescueBonus {
  const { rate, minLoss } = RESCUE[period];
  const lossAmount = scenarioApplied('rescue-nothing') ? 0 : RESCUE[period].lossAmount;
  const current = period === 'day' ? saoPauloMidnight() : saoPauloWeekStart();
  const length = period === 'day' ? DAY : 7 * DAY;
  const startTime = current - length;
  const bonusAmount = lossAmount >= minLoss ? Math.floor(lossAmount * rate) / 100 : 0;
  return {
    period,
    startTime,
    endTime: current - 1,
    lossAmount,
    rate,
    minLoss,
    bonusAmount,
    currency: 'BRL',
    received: user.claims.includes(rescueKey(period, startTime)),
    expireTime: scenarioApplied('rescue-expired') ? saoPauloMidnight() : current + length,
  };
}

const rescueKey = (period: string, startTime: number) =>
  `rescue:${period}:${saoPauloDay(startTime)}`;

/**
 * POST rescueBonus/{period}/received: once per period (3001 after), 3002 when there is nothing
 * to rescue or the claim window closed. 'rescue-claimed-elsewhere': taken on another device
 * just before this claim (3001).
 */
export function receiveRescueBonus(
  user: WorldUser,
  period: keyof typeof RESCUE,
): Outcome<ClaimResult> {
  const detail = rescueBonus(user, period);
  const key = rescueKey(period, detail.startTime);
  if (scenarioApplied('rescue-claimed-elsewhere') && !user.claims.includes(key)) {
    user.claims.push(key);
  }
  if (!detail.received && detail.expireTime <= now()) return refused(Refuse.nothingToClaim);
  return claimOnce(user, key, detail.bonusAmount, SUB.bonus, 'Bônus de resgate');
}

/**
 * GET topUpPromotion/detail: the type 13 second-deposit tier when asked by that activity's id,
 * else the type 6 deposit bonus tiers; valid until the activity's period ends.
 */
export function topUpPromotion(query?: URLSearchParams): TopUpPromotion {
  if (Number(query?.get('activityId')) === activityIdOf(SECOND_DEPOSIT.type)) {
    return {
      validEndTime: activityPeriod(SECOND_DEPOSIT.type).endTime,
      depositOrder: 2,
      tiers: [{ ...SECOND_DEPOSIT_TIER }],
    };
  }
  return {
    validEndTime: activityPeriod(DEPOSIT_BONUS.type).endTime,
    tiers: DEPOSIT_BONUS_TIERS.map((tier) => ({ ...tier })),
  };
}

/** GET betRebate/everyday (contract EverydayBetRebate): paid by itself at the next 00:00. */
export function everydayBetRebate(user: WorldUser): EverydayBetRebate {
  const rate = VIP_LEVELS[user.vip.level]?.rebateRate ?? 0;
  const betAmount = 1234.5;
  return {
    betAmount,
    rate,
    rebateAmount: Math.floor(betAmount * rate) / 100,
    currency: 'BRL',
    payTime: saoPauloMidnight() + DAY,
  };
}

// Activity type 8: the lucky turntable and the big wheel, day and month (contract LuckyWheel,
// WheelSpin CHOICEs).

/** The three wheels of activity type 8. */
export type { WheelKind };

export function isWheelPeriod(period: string): period is 'day' | 'month' {
  return period === 'day' || period === 'month';
}

// Prizes, chances, factors and free spins per round: the terms (WHEEL_PRIZES ... WHEEL_SPINS).
export { WHEEL_SPINS };

/** The round a spin counts in: the São Paulo day, or its month for the month wheel. */
function wheelRound(kind: WheelKind, at = now()): string {
  const day = saoPauloDay(at);
  return kind === 'month' ? day.slice(0, 7) : day;
}

/** Milliseconds until the next round (00:00 São Paulo of the next day, or of the 1st). */
function wheelCountDown(kind: WheelKind, at = now()): number {
  const [year = 0, month = 1, day = 1] = saoPauloDay(at).split('-').map(Number);
  const next =
    kind === 'month' ? Date.UTC(year, month, 1, 3) : Date.UTC(year, month - 1, day + 1, 3);
  return next - at;
}

const spinKey = (kind: WheelKind, n: number, at = now()) =>
  `wheel:${kind}:${wheelRound(kind, at)}:${n}`;

function spinsUsed(user: WorldUser, kind: WheelKind): number {
  const prefix = `wheel:${kind}:${wheelRound(kind)}:`;
  return user.claims.filter((c) => c.startsWith(prefix)).length;
}

/** Uses every spin of the current round of `kind` (the 'wheel-spins-used' scenario). */
export function spendAllSpins(user: WorldUser, kind: WheelKind): void {
  for (let n = spinsUsed(user, kind) + 1; n <= WHEEL_SPINS[kind]; n += 1) {
    user.claims.push(spinKey(kind, n));
  }
}

/** GET luckyTurntable/detail and bigWheel/{period}: segments, odds, spins left, next round. */
export function wheel(kind: WheelKind, user: WorldUser | null): LuckyWheel {
  return {
    prizes: WHEEL_PRIZES.map((amount, i) => ({
      amount: amount * WHEEL_FACTOR[kind],
      chance: WHEEL_CHANCES[i] ?? 0,
    })),
    spinsLeft: user ? Math.max(0, WHEEL_SPINS[kind] - spinsUsed(user, kind)) : 0,
    countDown: wheelCountDown(kind),
    currency: 'BRL',
  };
}

export function luckyTurntable(user: WorldUser | null): LuckyWheel {
  return wheel('turntable', user);
}

export function bigWheel(period: 'day' | 'month', user: WorldUser | null): LuckyWheel {
  return wheel(period, user);
}

/** CHOICE: no spin left answers 3002 (nothing to take) in the wheel's own words. */
const NO_SPINS = { code: Code.nothingToClaim, msg: 'Você não tem giros disponíveis agora.' };

/**
 * POST luckyTurntable/spin and bigWheel/{period}/spin (money actions): draws a segment by its
 * chance (seeded by player, wheel, round and spin number: the same spin always lands the same)
 * and credits its prize once. 'wheel-spun-elsewhere': another device used the round's spins
 * just before this one, so it answers 3002.
 */
export function spinWheel(user: WorldUser, kind: WheelKind): Outcome<WheelSpin> {
  if (scenarioApplied('wheel-spun-elsewhere')) spendAllSpins(user, kind);
  const used = spinsUsed(user, kind);
  if (used >= WHEEL_SPINS[kind]) return refused(NO_SPINS);
  const { prizes } = wheel(kind, user);
  const rng = createRng(hashSeed(`${user.info.userNo}:${spinKey(kind, used + 1)}`));
  let roll = rng.next() * 100;
  let prizeIndex = prizes.length - 1;
  for (const [i, prize] of prizes.entries()) {
    if (roll < prize.chance) {
      prizeIndex = i;
      break;
    }
    roll -= prize.chance;
  }
  const amount = prizes[prizeIndex]?.amount ?? 0;
  user.claims.push(spinKey(kind, used + 1));
  applyMoney(
    user,
    'BRL',
    amount,
    SUB.bonus,
    kind === 'turntable' ? 'Roleta da sorte' : 'Roda da sorte',
  );
  return done({ amount, currency: 'BRL', prizeIndex, spinsLeft: WHEEL_SPINS[kind] - used - 1 });
}

/** GET carnival tasks (contract CarnivalTask CHOICE). */
export function carnivalTasks(user: WorldUser): CarnivalTask[] {
  const bets = user.accountChanges.filter((c) => c.subBusinessType === 301).length;
  return [
    { id: 1, title: 'Faça 10 apostas', progress: Math.min(bets, 10), target: 10, points: 20 },
    {
      id: 2,
      title: 'Deposite R$ 50 ou mais',
      progress: user.info.firstCharge ? 1 : 0,
      target: 1,
      points: 50,
    },
    {
      id: 3,
      title: 'Jogue 3 jogos diferentes',
      progress: Math.min(user.recentGames.length, 3),
      target: 3,
      points: 30,
    },
  ];
}

/**
 * GET carnival points (contract CarnivalPoints CHOICE): the points of the tasks done, the price
 * of the cheapest reward not yet affordable (the last one's once all are) and the price list.
 */
export function carnivalPoints(user: WorldUser): CarnivalPoints {
  const points = carnivalTasks(user)
    .filter((t) => t.progress >= t.target)
    .reduce((sum, t) => sum + t.points, 0);
  const next = CARNIVAL_REWARDS.find((r) => r.points > points) ?? CARNIVAL_REWARDS.at(-1);
  return {
    points,
    nextRewardAt: next?.points ?? 0,
    currency: 'BRL',
    rewards: CARNIVAL_REWARDS.map((r) => ({ ...r })),
  };
}

/**
 * GET dayTask/list (contract DayTask CHOICE): today's three tasks. CHOICE: the bet task stands
 * at R$ 40,00 of R$ 100,00 (the mock world keeps no per-day bet total).
 */
export function dayTasks(user: WorldUser): DayTask[] {
  const deposited = user.deposits.some((d) => d.status === 3 && d.createTime >= now() - DAY);
  const task = (t: Omit<DayTask, 'done' | 'currency'>): DayTask => ({
    ...t,
    done: t.progress >= t.target,
    currency: 'BRL',
  });
  return [
    task({
      id: 1,
      title: 'Entre na sua conta',
      progress: 1,
      target: 1,
      unit: 'count',
      reward: 0.5,
    }),
    task({
      id: 2,
      title: 'Faça um depósito hoje',
      progress: deposited ? 1 : 0,
      target: 1,
      unit: 'count',
      reward: 2,
    }),
    task({
      id: 3,
      title: 'Aposte R$ 100 hoje',
      progress: 40,
      target: 100,
      unit: 'money',
      reward: 3,
    }),
  ];
}

// The treasure boxes of type 10: TREASURE_BOXES (the terms), each freed at a number of invited
// friends who made their first deposit. The demo player has 9: TB1 and TB2 open, TB3 locked.

const validInvites = (user: WorldUser | null) =>
  user ? user.invitees.filter((m) => m.firstCharge).length : 0;

/** The boxes as `user` sees them (a visitor: every box locked). */
export function treasureBoxes(user: WorldUser | null): TreasureBox[] {
  return Object.entries(TREASURE_BOXES).map(([serialNumber, box]) => ({
    serialNumber,
    status: user?.claims.includes(`treasure:${serialNumber}`)
      ? 2
      : validInvites(user) >= box.invitesNeeded
        ? 1
        : 0,
    reward: box.reward,
    currency: 'BRL',
    invitesNeeded: box.invitesNeeded,
  }));
}

/** POST treasureBox/collect/{serialNumber}: once per box, only once it is freed (3007 before). */
export function collectTreasureBox(user: WorldUser, serialNumber: string): Outcome<ClaimResult> {
  const box = TREASURE_BOXES[serialNumber.toUpperCase()];
  if (!box) return refused(Refuse.unknownActivity);
  const key = `treasure:${serialNumber.toUpperCase()}`;
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (validInvites(user) < box.invitesNeeded) return refused(Refuse.notOpenYet);
  return claimOnce(user, key, box.reward, SUB.bonus, 'Baú do tesouro');
}

export function totalPaySets(): TotalPaySet[] {
  return TOTAL_PAY_TIERS.map((t) => ({ ...t }));
}

/**
 * The type 37 window's end (contract TotalPayActivity CHOICE): the activity's period, or the end
 * of yesterday (São Paulo) under 'total-pay-ended' (the month's window closed).
 */
function totalPayEnd(): number {
  if (!scenarioApplied('total-pay-ended')) return activityPeriod(37).endTime;
  return Date.parse(`${saoPauloDay()}T00:00:00Z`) + 3 * HOUR - 1000;
}

/** GET totalPay/get (contract TotalPayActivity CHOICE). */
export function totalPay(user: WorldUser): TotalPayActivity {
  const reached = TOTAL_PAY_TIERS.filter((t) => user.vip.totalDeposit >= t.amount);
  const waiting = reached.filter((t) => !user.claims.includes(`totalPay:${t.amount}`));
  return {
    totalPay: user.vip.totalDeposit,
    currency: 'BRL',
    tiers: totalPaySets(),
    receivedAmounts: TOTAL_PAY_TIERS.filter((t) =>
      user.claims.includes(`totalPay:${t.amount}`),
    ).map((t) => t.amount),
    receivable: waiting.reduce((sum, t) => sum + t.reward, 0),
    validEndTime: totalPayEnd(),
  };
}

/**
 * POST totalPay/receive (contract TotalPayReceivePayload CHOICE): the tier named by `amount`, or
 * every reached tier not yet received, in one payment. Nothing after the window closed (3002).
 */
export function receiveTotalPay(user: WorldUser, body?: unknown): Outcome<ClaimResult> {
  const named = (body as Record<string, unknown> | null | undefined)?.amount;
  if (named !== undefined && !TOTAL_PAY_TIERS.some((t) => t.amount === named)) {
    return refused(Refuse.badRequest);
  }
  if (named !== undefined && user.claims.includes(`totalPay:${String(named)}`)) {
    return refused(Refuse.alreadyClaimed);
  }
  if (totalPayEnd() < now()) return refused(Refuse.nothingToClaim);
  const waiting = TOTAL_PAY_TIERS.filter(
    (t) =>
      (named === undefined || t.amount === named) &&
      user.vip.totalDeposit >= t.amount &&
      !user.claims.includes(`totalPay:${t.amount}`),
  );
  if (waiting.length === 0) {
    return refused(
      user.claims.some((c) => c.startsWith('totalPay:'))
        ? Refuse.alreadyClaimed
        : Refuse.nothingToClaim,
    );
  }
  const amount = waiting.reduce((sum, t) => sum + t.reward, 0);
  for (const t of waiting) user.claims.push(`totalPay:${t.amount}`);
  applyMoney(user, 'BRL', amount, SUB.bonus, 'Bônus de depósito acumulado');
  return done({ amount, currency: 'BRL' });
}

/** GET activity props (contract ActivityProp CHOICE), paged (spec 9 pageSize 999). */
export function activityProps(user: WorldUser, query: URLSearchParams): Page<ActivityProp> {
  const props = [
    { id: 1, name: 'Giro grátis', count: user.vip.level > 0 ? 3 : 0, expireTime: now() + 3 * DAY },
    { id: 2, name: 'Cupom de depósito 10%', count: 1, expireTime: now() + 7 * DAY },
    { id: 3, name: 'Ticket da raspadinha', count: 2, expireTime: now() + 30 * MINUTE },
  ];
  return pageOf(props, Number(query.get('pageNum')) || 1, Number(query.get('pageSize')) || 999);
}

// Clubs: mocks/world/rankings.ts.
