import * as endpoints from './endpoints';
import {
  type AesProperties,
  type InviteFriendsRes,
  type InvitedMember,
  type LoginPayload,
  type Page,
  type PageQuery,
  type PhoneVerificationPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SendSmsPayload,
  type UpdateMemberPayload,
  type UpdatePasswordPayload,
  type UserInfo,
} from './contract';
import { callEndpoint, getter, sender, type CallOptions } from './http';

/** POST /papi/member/v2/login, encrypted body (spec 7). CHOICE: answers the user info. */
export const login = /* @__PURE__ */ sender<LoginPayload, UserInfo>(endpoints.login);

/** POST /papi/member/v2/register, encrypted body. CHOICE: answers the new user's info. */
export const register = /* @__PURE__ */ sender<RegisterPayload, UserInfo>(endpoints.register);

/** PUT /papi/member/v2/resetPassword, encrypted body. */
export const resetPassword = /* @__PURE__ */ sender<ResetPasswordPayload, null>(
  endpoints.resetPassword,
);

/**
 * GET /api/member/v1/logout. Spec 8: session-ending codes (6105, 6106, 6109, 6121) on this call
 * reject without clearing anything or showing anything; the caller clears the session itself.
 */
export function logout(options?: CallOptions): Promise<null> {
  return callEndpoint<null>(endpoints.logout, options);
}

/** POST /papi/member/v1/sendMessage: sends a verification SMS before login or register. */
export const sendSms = /* @__PURE__ */ sender<SendSmsPayload, null>(endpoints.sendSms);

export const updatePassword = /* @__PURE__ */ sender<UpdatePasswordPayload, null>(
  endpoints.updatePassword,
);

export const updateMember = /* @__PURE__ */ sender<UpdateMemberPayload, null>(
  endpoints.updateMember,
);

export const verifyPhone = /* @__PURE__ */ sender<PhoneVerificationPayload, null>(
  endpoints.phoneVerification,
);

/** GET /api/member/v1/sendMessage/{type}: an SMS to the logged-in player's own phone. */
export function sendMemberSms(type: string | number, options?: CallOptions): Promise<null> {
  return callEndpoint<null>(endpoints.sendMemberSms, { ...options, pathArgs: { type } });
}

/** GET /api/member/v2/info: the logged-in player's info (spec 3). */
export const getMemberInfo = /* @__PURE__ */ getter<UserInfo>(endpoints.memberInfo);

export const getInviteFriendsRes = /* @__PURE__ */ getter<InviteFriendsRes>(
  endpoints.inviteFriendsRes,
);

/** Paged (spec 9 defaults pageNum 1, pageSize 10). */
export const getNextMemberList = /* @__PURE__ */ getter<Page<InvitedMember>, PageQuery>(
  endpoints.nextMemberList,
);

/** GET /api/member/v1/userAvatar. CHOICE: the avatar image URLs a player can pick from. */
export const getUserAvatars = /* @__PURE__ */ getter<string[]>(endpoints.userAvatar);

/** GET /papi/member/v2/aesProperties: the RSA public key for encrypted bodies. */
export const getAesProperties = /* @__PURE__ */ getter<AesProperties>(endpoints.aesProperties);
