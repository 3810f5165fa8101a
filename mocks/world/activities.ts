/**
 * Activities and claims of the mock world (spec 2 activity page, spec 3 activity entities,
 * spec 6 visibility, spec 7 activity calls). Every reward can be taken once: the claim is
 * remembered on the player (`claims`) and a second try answers 3001. Rewards are credited in BRL
 * to the wallet (with an account change and a 2001 socket push, wallet.ts `applyMoney`).
 */
import type {
  Activity,
  ActivityDetail,
  ActivityParticipation,
  ClaimResult,
  FirstPayActivity,
  FourPayActivity,
  MyRewards,
  Page,
  PromoteDashboard,
  PromoteRecord,
  RealTimeReward,
  NewRedPacket,
  RedEnvelope,
  RedEnvelopeDetail,
  RedPacketState,
} from '../../src/api/contract';
import { now } from '../../src/lib/clock';
import {
  ACTIVITIES,
  ACTIVITY_DETAILS,
  activityBonusAmount,
  activityGoal,
  activityPeriod,
  buildSevenDaySign,
  FIRST_PAY_ACTIVITY,
  FOUR_PAY_ACTIVITY_FRESH,
  maskUserNo,
  NEW_RED_PACKET,
  NEW_RED_PACKET_RECEIVED,
  NEW_RED_PACKET_WAITING,
  RED_ENVELOPE_NOT_STARTED,
  RED_ENVELOPE_OPEN,
  RED_PACKET_CLAIMABLE,
  RED_PACKET_RED_NUMBER,
  RED_PACKET_WAITING,
  REDEMPTION_CODES,
  SCRATCH_TICKET,
  VIP_LEVELS,
  visibleActivities,
  type SevenDaySignDetail,
} from '../data/activities';
import { DAY, FIXED_NOW, HOUR, MINUTE } from '../data/clock';
import { XSS_ARTICLE_HTML } from '../data/xss';
import { pageOf } from '../data/games';
import { createRng, hashSeed } from '../data/prng';
import { inviteRewardTotal, inviteSummary } from './accounts';
import { Refuse } from './codes';
import { addExact, isAmount, subtractExact } from './money';
import { applyMoney } from './wallet';
import { done, refused, world, type Outcome, type WorldUser } from './world';

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
  const ended = world.scenario.applied.includes('promotions-ended');
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

const scenarioApplied = (name: string) => world.scenario.applied.includes(name);

/**
 * The player's way to the goal (contract ActivityProgress), from their participation status:
 * 0 not started, 1 and 3 goal reached, 2 in progress (CHOICE: 40 % of the way).
 */
function progressOf(type: number, status: number): ActivityDetail['progress'] {
  const goal = activityGoal(type);
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
export const RED_ENVELOPE_AMOUNT = 8.88;
/** What the spec 4 red packet pays (CHOICE: fixed). */
export const RED_PACKET_AMOUNT = 5.2;

/** The red number of today's envelope round (São Paulo day), e.g. 'RE-20261122'. */
export function redEnvelopeNumber(at = now()): string {
  return `RE-${saoPauloDay(at).replaceAll('-', '')}`;
}

/**
 * GET redEnvelope/detail (contract RedEnvelopeDetail): the player's envelope state, today's red
 * number, and the amount once this player opened today's envelope.
 */
export function redEnvelope(user: WorldUser | null): RedEnvelopeDetail {
  const opened = user?.claims.includes(`redEnvelope:${saoPauloDay()}`) ?? false;
  return {
    ...(user?.redEnvelope ?? RED_ENVELOPE_OPEN),
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
  if (result.ok) envelope.redEnvelopesStatus = 2;
  return result;
}

/** New red packet detail: the seed detail plus the RedEnvelope fields the client reads. */
export function newRedPacket(user: WorldUser | null): NewRedPacket {
  const packet = user?.newRedPacket ?? NEW_RED_PACKET;
  return { ...packet, redEnvelopesStatus: packet.status };
}

export function newRedPacketHead(user: WorldUser | null) {
  const { redNumber, status, countDown, remainingCount, totalCount } = newRedPacket(user);
  return { redNumber, status, countDown, remainingCount, totalCount };
}

/** Today's rounds (CHOICE: 12:00 open now, then 18:00, 21:00 and 23:00 São Paulo). */
export function newRedPacketList(user: WorldUser | null): (RedEnvelope & { roundTime: string })[] {
  const current = newRedPacket(user);
  return [
    { roundTime: '12:00', redEnvelopesStatus: current.status, countDown: current.countDown },
    { roundTime: '18:00', redEnvelopesStatus: 0, countDown: 6 * HOUR },
    { roundTime: '21:00', redEnvelopesStatus: 0, countDown: 9 * HOUR },
    { roundTime: '23:00', redEnvelopesStatus: 0, countDown: 11 * HOUR },
  ];
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

/** Red-packet rain rounds of the day (CHOICE shape). */
export function redPacketDistribution() {
  return ['12:00', '18:00', '21:00', '23:00'].map((time, i) => ({
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
  const applied = world.scenario.applied;
  if (applied.includes('red-packet-unavailable')) return refused(Refuse.serverError);
  return done({
    ...(applied.includes('red-packet-waiting') ? RED_PACKET_WAITING : RED_PACKET_CLAIMABLE),
  });
}

export function redPacketClaimed(user: WorldUser): boolean {
  return user.claims.includes(`redPacket:${RED_PACKET_RED_NUMBER}`);
}

/** POST redPacket/claim (redNumber of the open round). */
export function claimRedPacket(user: WorldUser, body: unknown): Outcome<ClaimResult> {
  if (redNumberOf(body) !== RED_PACKET_RED_NUMBER) return refused(Refuse.packetGone);
  // 'red-packet-gone': the round ran out of packets between the status read and the tap.
  if (world.scenario.applied.includes('red-packet-gone')) return refused(Refuse.packetGone);
  return claimOnce(user, `redPacket:${RED_PACKET_RED_NUMBER}`, RED_PACKET_AMOUNT, SUB.redPacket);
}

// ---------------------------------------------------------------------------------------------
// Sign-in (type 21)

export function sevenDaySign(user: WorldUser): SevenDaySignDetail {
  return structuredClone(user.sevenDaySign);
}

/** POST daySign: today's check-in of the seven-day series, once per São Paulo day. */
export function signToday(user: WorldUser): Outcome<ClaimResult> {
  const sign = user.sevenDaySign;
  const key = `daySign:${saoPauloDay()}`;
  if (sign.todaySigned || user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  const day = sign.days[sign.signedDays];
  if (!day) return refused(Refuse.nothingToClaim);
  const result = claimOnce(user, key, day.reward, SUB.signIn);
  if (result.ok) user.sevenDaySign = buildSevenDaySign(sign.signedDays + 1, true);
  return result;
}

/** POST sevenDaySign/chest: the week's chest, once all seven days are signed. */
export function openSevenDayChest(user: WorldUser): Outcome<ClaimResult> {
  const key = 'sevenDayChest';
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (user.sevenDaySign.signedDays < 7) return refused(Refuse.nothingToClaim);
  return claimOnce(user, key, user.sevenDaySign.chestReward, SUB.signIn, 'Baú do check-in');
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

export function receiveVip(user: WorldUser, kind: VipKind): Outcome<ClaimResult> {
  const key =
    kind === 'memberLevel' ? `vip:level${user.vip.level}` : `vip:${kind}:${saoPauloDay()}`;
  return claimOnce(user, key, vipRewardAmount(user, kind), SUB.vip);
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
      amount: 20,
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
  if (world.scenario.applied.includes('rewards-moved-elsewhere')) {
    // The page read its balance before another device moved every reward to the wallet.
    user.inviteWithdrawn = inviteRewardTotal(user);
  }
  const available = inviteAvailable(user);
  if (available <= 0) return refused(Refuse.nothingToClaim);
  if (amount > available) return refused(Refuse.insufficientBalance);
  user.inviteWithdrawn = addExact(user.inviteWithdrawn, amount);
  applyMoney(user, 'BRL', amount, SUB.invite);
  return done({ amount, currency: 'BRL' });
}

// ---------------------------------------------------------------------------------------------
// The other promotions: small deterministic shapes (spec 7 names them, "payloads not shown")

/** Ten masked players with decreasing amounts, the same on every call. */
function leaderboard(seed: string, top: number) {
  const rng = createRng(hashSeed(seed));
  let amount = top;
  return Array.from({ length: 10 }, (_, i) => {
    amount = Math.round(amount * rng.amount(0.6, 0.9) * 100) / 100;
    return {
      rank: i + 1,
      userNo: maskUserNo(`55${rng.int(1_000_000, 9_999_999)}`),
      amount,
      reward: [500, 300, 200, 100, 80, 60, 50, 40, 30, 20][i] ?? 0,
    };
  });
}

export function superMemberDayRankings() {
  return leaderboard('superMemberDay', 250_000);
}

export function superMemberDayLottery(user: WorldUser): Outcome<ClaimResult> {
  return claimOnce(
    user,
    `superMemberDay:${saoPauloDay()}`,
    18.88,
    SUB.bonus,
    'Sorteio do Super Dia',
  );
}

export function scratchCardDetails(user: WorldUser | null) {
  const has = (step: string) => user?.claims.includes(`scratch:${step}`) ?? false;
  return {
    initialRewardAmount: SCRATCH_TICKET.initialRewardAmount,
    cardCount: has('combine') ? 1 : 3,
    hung: has('hang'),
    combined: has('combine'),
    withdrawn: has('withdraw'),
    prizeAmount: 12.5,
    currency: 'BRL',
  };
}

/** Hang and combine change the card state once; no money moves. */
export function scratchStep(
  user: WorldUser,
  step: 'hang' | 'combine',
): Outcome<Record<string, unknown>> {
  const key = `scratch:${step}`;
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  user.claims.push(key);
  return done(scratchCardDetails(user));
}

export function withdrawScratchCard(user: WorldUser): Outcome<ClaimResult> {
  return claimOnce(user, 'scratch:withdraw', 12.5, SUB.bonus, 'Prêmio da raspadinha');
}

const RESCUE = {
  day: { lossAmount: 120.5, rate: 5 },
  week: { lossAmount: 860, rate: 8 },
} as const;

export function isRescuePeriod(period: string): period is keyof typeof RESCUE {
  return period === 'day' || period === 'week';
}

export function rescueBonus(user: WorldUser, period: keyof typeof RESCUE) {
  const { lossAmount, rate } = RESCUE[period];
  const bonusAmount = Math.floor(lossAmount * rate) / 100;
  const received = user.claims.includes(`rescue:${period}:${saoPauloDay()}`);
  return { period, lossAmount, rate, bonusAmount, currency: 'BRL', received };
}

export function receiveRescueBonus(
  user: WorldUser,
  period: keyof typeof RESCUE,
): Outcome<ClaimResult> {
  const { bonusAmount } = rescueBonus(user, period);
  return claimOnce(
    user,
    `rescue:${period}:${saoPauloDay()}`,
    bonusAmount,
    SUB.bonus,
    'Bônus de resgate',
  );
}

export function topUpPromotion() {
  return {
    validEndTime: Date.UTC(2027, 0, 1, 2, 59, 59),
    tiers: [
      { minAmount: 50, rate: 10, maxReward: 50 },
      { minAmount: 200, rate: 15, maxReward: 150 },
      { minAmount: 1000, rate: 20, maxReward: 500 },
    ],
  };
}

export function everydayBetRebate(user: WorldUser) {
  const rate = VIP_LEVELS[user.vip.level]?.rebateRate ?? 0;
  const betAmount = 1234.5;
  return { betAmount, rate, rebateAmount: Math.floor(betAmount * rate) / 100, currency: 'BRL' };
}

const WHEEL_PRIZES = [0.5, 1, 2, 5, 10, 20, 50, 100];

export function luckyTurntable(user: WorldUser | null) {
  return { spinsLeft: user ? 1 : 0, prizes: WHEEL_PRIZES, currency: 'BRL' };
}

export function bigWheel(period: string, user: WorldUser | null) {
  const factor = period === 'month' ? 10 : 1;
  return {
    period,
    spinsLeft: user ? 1 : 0,
    prizes: WHEEL_PRIZES.map((p) => p * factor),
    currency: 'BRL',
  };
}

export function carnivalTasks(user: WorldUser) {
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

export function carnivalPoints(user: WorldUser) {
  const points = carnivalTasks(user)
    .filter((t) => t.progress >= t.target)
    .reduce((sum, t) => sum + t.points, 0);
  return { points, nextRewardAt: 100 };
}

export function dayTasks(user: WorldUser) {
  return [
    { id: 1, title: 'Entre na sua conta', done: true, reward: 0.5 },
    {
      id: 2,
      title: 'Faça um depósito hoje',
      done: user.deposits.some((d) => d.status === 3 && d.createTime >= now() - DAY),
      reward: 2,
    },
    { id: 3, title: 'Aposte R$ 100 hoje', done: false, reward: 3 },
  ];
}

const TREASURE_BOXES: Record<string, { reward: number; locked: boolean }> = {
  TB1: { reward: 2.5, locked: false },
  TB2: { reward: 5, locked: false },
  TB3: { reward: 10, locked: true },
};

export function collectTreasureBox(user: WorldUser, serialNumber: string): Outcome<ClaimResult> {
  const box = TREASURE_BOXES[serialNumber.toUpperCase()];
  if (!box) return refused(Refuse.unknownActivity);
  const key = `treasure:${serialNumber.toUpperCase()}`;
  if (user.claims.includes(key)) return refused(Refuse.alreadyClaimed);
  if (box.locked) return refused(Refuse.notOpenYet);
  return claimOnce(user, key, box.reward, SUB.bonus, 'Baú do tesouro');
}

/** CHOICE: what the demo world's rankings pay the player (0: not ranked). */
const RANKING_REWARDS: Record<string, number> = {
  'bet:day': 15,
  'bet:week': 50,
  'invite:day': 0,
  'invite:week': 20,
};

export function isRanking(kind: string, period: string): boolean {
  return `${kind}:${period}` in RANKING_REWARDS;
}

export function ranking(kind: string, period: string, user: WorldUser | null) {
  const myReward = user ? (RANKING_REWARDS[`${kind}:${period}`] ?? 0) : 0;
  return {
    kind,
    period,
    list: leaderboard(`ranking:${kind}:${period}`, kind === 'bet' ? 90_000 : 60),
    myRank: myReward > 0 ? 7 : null,
    myReward,
    claimed: user?.claims.includes(`ranking:${kind}:${period}`) ?? false,
  };
}

export function claimRanking(user: WorldUser, kind: string, period: string): Outcome<ClaimResult> {
  return claimOnce(
    user,
    `ranking:${kind}:${period}`,
    RANKING_REWARDS[`${kind}:${period}`] ?? 0,
    SUB.bonus,
    'Prêmio do ranking',
  );
}

const TOTAL_PAY_TIERS = [
  { amount: 100, reward: 5 },
  { amount: 500, reward: 20 },
  { amount: 2000, reward: 88 },
  { amount: 10_000, reward: 388 },
];

export function totalPaySets() {
  return TOTAL_PAY_TIERS.map((t) => ({ ...t }));
}

export function totalPay(user: WorldUser) {
  const reached = TOTAL_PAY_TIERS.filter((t) => user.vip.totalDeposit >= t.amount);
  const waiting = reached.filter((t) => !user.claims.includes(`totalPay:${t.amount}`));
  return {
    totalPay: user.vip.totalDeposit,
    currency: 'BRL',
    tiers: totalPaySets(),
    receivable: waiting.reduce((sum, t) => sum + t.reward, 0),
  };
}

/** POST totalPay/receive: every reached tier not yet received, in one payment. */
export function receiveTotalPay(user: WorldUser): Outcome<ClaimResult> {
  const waiting = TOTAL_PAY_TIERS.filter(
    (t) => user.vip.totalDeposit >= t.amount && !user.claims.includes(`totalPay:${t.amount}`),
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

export function activityProps(user: WorldUser, query: URLSearchParams) {
  const props = [
    { id: 1, name: 'Giro grátis', count: user.vip.level > 0 ? 3 : 0, expireTime: now() + 3 * DAY },
    { id: 2, name: 'Cupom de depósito 10%', count: 1, expireTime: now() + 7 * DAY },
    { id: 3, name: 'Ticket da raspadinha', count: 2, expireTime: now() + 30 * MINUTE },
  ];
  return pageOf(props, Number(query.get('pageNum')) || 1, Number(query.get('pageSize')) || 999);
}

export function clubList() {
  return [
    { id: 1, name: 'Clube Jaguar', memberCount: 1280, level: 'Ouro' },
    { id: 2, name: 'Clube Tucano', memberCount: 640, level: 'Prata' },
  ];
}

export function clubSummaryList() {
  return [
    { clubId: 1, totalBet: 1_254_300.5, weeklyReward: 2500, currency: 'BRL' },
    { clubId: 2, totalBet: 512_880, weeklyReward: 1000, currency: 'BRL' },
  ];
}
