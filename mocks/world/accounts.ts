/**
 * Accounts of the mock world: register, login, logout, passwords, SMS codes, profile and invites
 * (spec 7 member calls). Bodies arrive already decrypted (mocks/crypto) and untrusted: every field
 * is read as `unknown` and checked.
 */
import type {
  InvitedMember,
  InviteFriendsRes,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  UpdateMemberPayload,
  UpdatePasswordPayload,
  UserInfo,
} from '../../src/api/contract';
import { now } from '../../src/lib/clock';
import { isValidCpf } from '../../src/lib/cpf';
import { isValidBrMobile } from '../../src/lib/phone';
import { INVITE_REWARD_PER_FRIEND, maskUserNo } from '../data/activities';
import {
  AVATAR_OPTIONS,
  DEFAULT_AREA_CODE,
  DEMO_SMS_CODE,
  freshUser,
  PROMO_DOMAIN,
} from '../data/users';
import { Refuse, RefuseWith } from './codes';
import {
  blankUser,
  closeSession,
  done,
  findUserByPhone,
  openSession,
  refused,
  userInfo,
  world,
  type Outcome,
  type WorldUser,
} from './world';

/** Spec 7 sendMessage: a new code may be asked for 60 s after the last one (CHOICE). */
export const SMS_COOLDOWN_MS = 60_000;

/**
 * CHOICE (spec 5: "specific login/register field rules: not shown"): 8 to 20 characters with at
 * least one letter and one digit.
 */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;

/** CHOICE: a nickname is 2 to 16 characters (code points), trimmed. */
export const NICKNAME_LENGTH = [2, 16] as const;

/** A field of an untrusted body as a trimmed string ('' when absent or not a string). */
export function text(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Phone digits as the world stores them: formatting and a leading +55 removed. */
export function phoneDigits(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+55') ? trimmed.slice(3) : trimmed).replace(/\D/g, '');
}

const phoneKey = (areaCode: string, account: string) => `${areaCode}:${account}`;

/** Starts the cooldown of a phone, or refuses while it runs (1011 with the seconds left). */
function sendCode(key: string): Outcome<null> {
  const last = world.smsSentAt.get(key);
  const at = now();
  if (last !== undefined && at - last < SMS_COOLDOWN_MS) {
    return refused(RefuseWith.smsCooldown(Math.ceil((SMS_COOLDOWN_MS - (at - last)) / 1000)));
  }
  world.smsSentAt.set(key, at);
  return done(null);
}

/**
 * POST /papi/member/v1/sendMessage. The demo world sends nothing: every code is
 * DEMO_SMS_CODE (123456). `smsCode` (the purpose) is not checked.
 */
export function sendSms(body: unknown): Outcome<null> {
  const areaCode = text(body, 'areaCode') || DEFAULT_AREA_CODE;
  const account = phoneDigits(text(body, 'account'));
  if (areaCode !== DEFAULT_AREA_CODE) return refused(Refuse.unsupportedAreaCode);
  if (!isValidBrMobile(account)) return refused(Refuse.invalidPhone);
  return sendCode(phoneKey(areaCode, account));
}

/** GET /api/member/v1/sendMessage/{type}: a code to the logged-in player's own phone. */
export function sendMemberSms(user: WorldUser): Outcome<null> {
  return sendCode(phoneKey(user.areaCode, user.account));
}

/** POST /papi/member/v2/login. */
export function login(body: Partial<Record<keyof LoginPayload, unknown>>): Outcome<UserInfo> {
  const areaCode = text(body, 'areaCode') || DEFAULT_AREA_CODE;
  const user = findUserByPhone(areaCode, phoneDigits(text(body, 'account')));
  if (!user) return refused(Refuse.unknownAccount);
  if (body.password !== user.password) return refused(Refuse.wrongPassword);
  return done(userInfo(user, openSession(user).token));
}

/** GET /api/member/v1/logout: the token stops working. */
export function logout(token: string): Outcome<null> {
  closeSession(token);
  return done(null);
}

function findInviter(code: string): WorldUser | undefined {
  const wanted = code.toUpperCase();
  for (const user of world.users.values()) if (user.info.inviteCode === wanted) return user;
  return undefined;
}

/**
 * POST /papi/member/v2/register (spec 7: areaCode, account, validCode, password, inviteCode,
 * cpf). Checks run in the order a form shows its fields; the new player is logged in.
 */
export function register(
  body: Partial<Record<keyof RegisterPayload, unknown>>,
  channelId = '',
): Outcome<UserInfo> {
  const areaCode = text(body, 'areaCode') || DEFAULT_AREA_CODE;
  const account = phoneDigits(text(body, 'account'));
  const password = typeof body.password === 'string' ? body.password : '';
  const cpf = text(body, 'cpf').replace(/\D/g, '');
  const inviteCode = text(body, 'inviteCode');
  if (areaCode !== DEFAULT_AREA_CODE) return refused(Refuse.unsupportedAreaCode);
  if (!isValidBrMobile(account)) return refused(Refuse.invalidPhone);
  if (text(body, 'validCode') !== DEMO_SMS_CODE) return refused(Refuse.wrongSmsCode);
  if (!PASSWORD_RULE.test(password)) return refused(Refuse.weakPassword);
  if (!isValidCpf(text(body, 'cpf'))) return refused(Refuse.invalidCpf);
  if (findUserByPhone(areaCode, account)) return refused(Refuse.phoneTaken);
  if ([...world.users.values()].some((u) => u.cpf === cpf)) return refused(Refuse.cpfTaken);
  const inviter = inviteCode ? findInviter(inviteCode) : undefined;
  if (inviteCode && !inviter) return refused(Refuse.invalidInviteCode);

  world.counters.user += 1;
  const info = freshUser({
    account,
    areaCode,
    seq: world.counters.user,
    now: now(),
    channelId: channelId || 'demo',
  });
  const user = blankUser({ account, areaCode, password, cpf, realName: info.nickName, info });
  user.invitedBy = inviter?.userNo ?? null;
  world.users.set(user.userNo, user);
  inviter?.invitees.unshift({
    userNo: maskUserNo(user.userNo),
    registerTime: info.registerTime,
    firstCharge: false,
  });
  return done(userInfo(user, openSession(user).token));
}

/** PUT /papi/member/v2/resetPassword: every session of the player ends (CHOICE). */
export function resetPassword(
  body: Partial<Record<keyof ResetPasswordPayload, unknown>>,
): Outcome<null> {
  const areaCode = text(body, 'areaCode') || DEFAULT_AREA_CODE;
  const user = findUserByPhone(areaCode, phoneDigits(text(body, 'account')));
  if (!user) return refused(Refuse.unknownAccount);
  if (text(body, 'validCode') !== DEMO_SMS_CODE) return refused(Refuse.wrongSmsCode);
  if (body.password !== body.confirmPassword) return refused(Refuse.passwordMismatch);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!PASSWORD_RULE.test(password)) return refused(Refuse.weakPassword);
  user.password = password;
  for (const [token, session] of world.sessions) {
    if (session.userNo === user.userNo) world.sessions.delete(token);
  }
  return done(null);
}

/** PUT /api/member/v1/updatePassword (logged in): the sessions stay. */
export function updatePassword(
  user: WorldUser,
  body: Partial<Record<keyof UpdatePasswordPayload, unknown>>,
): Outcome<null> {
  const account = phoneDigits(text(body, 'account'));
  if (account && account !== user.account) return refused(Refuse.phoneMismatch);
  if (body.oldPassword !== user.password) return refused(Refuse.wrongOldPassword);
  if (text(body, 'validCode') !== DEMO_SMS_CODE) return refused(Refuse.wrongSmsCode);
  if (body.password !== body.confirmPassword) return refused(Refuse.passwordMismatch);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!PASSWORD_RULE.test(password)) return refused(Refuse.weakPassword);
  if (password === user.password) return refused(Refuse.samePassword);
  user.password = password;
  return done(null);
}

/** PUT /api/member/v1/updateMember: nickname and one of the offered avatars. */
export function updateMember(
  user: WorldUser,
  body: Partial<Record<keyof UpdateMemberPayload, unknown>>,
): Outcome<null> {
  const nickName = text(body, 'nickName');
  const avatarUrl = text(body, 'avatarUrl');
  const length = [...nickName].length;
  if (length < NICKNAME_LENGTH[0] || length > NICKNAME_LENGTH[1]) {
    return refused(Refuse.invalidNickname);
  }
  if (avatarUrl !== user.info.avatarUrl && !AVATAR_OPTIONS.includes(avatarUrl)) {
    return refused(Refuse.invalidAvatar);
  }
  user.info.nickName = nickName;
  user.info.avatarUrl = avatarUrl;
  return done(null);
}

/** PUT /api/member/v1/phoneVerification (spec 2 /codeauth). */
export function verifyPhone(user: WorldUser, body: unknown): Outcome<null> {
  if (phoneDigits(text(body, 'account')) !== user.account) return refused(Refuse.phoneMismatch);
  if (text(body, 'validCode') !== DEMO_SMS_CODE) return refused(Refuse.wrongSmsCode);
  user.phoneVerified = true;
  return done(null);
}

/** Invite rewards earned: one fixed reward per invited friend who deposited. */
export function inviteRewardTotal(user: WorldUser): number {
  return user.invitees.filter((m) => m.firstCharge).length * INVITE_REWARD_PER_FRIEND;
}

/** GET getInviteFriendsRes (CHOICE extra fields validCount and todayReward). */
export function inviteSummary(
  user: WorldUser,
): InviteFriendsRes & { validCount: number; todayReward: number } {
  return {
    inviteCode: user.info.inviteCode,
    inviteUrl: `${PROMO_DOMAIN}/u/${user.info.inviteCode}`,
    inviteCount: user.invitees.length,
    validCount: user.invitees.filter((m) => m.firstCharge).length,
    totalReward: inviteRewardTotal(user),
    todayReward: 0,
  };
}

export function invitees(user: WorldUser): readonly InvitedMember[] {
  return user.invitees;
}
