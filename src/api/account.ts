import * as endpoints from './endpoints/account';
import {
  type InviteFriendsRes,
  type InvitedMember,
  type Page,
  type PageQuery,
  type PhoneVerificationPayload,
  type UpdateMemberPayload,
  type UpdatePasswordPayload,
} from './contract';
import { callEndpoint, getter, sender, type CallOptions } from './http';

export const updatePassword = /* @__PURE__ */ sender<UpdatePasswordPayload, unknown>(
  endpoints.updatePassword,
);

export const updateMember = /* @__PURE__ */ sender<UpdateMemberPayload, unknown>(
  endpoints.updateMember,
);

export const verifyPhone = /* @__PURE__ */ sender<PhoneVerificationPayload, unknown>(
  endpoints.phoneVerification,
);

/** GET /api/member/v1/sendMessage/{type}: an SMS to the logged-in player's own phone. */
export function sendMemberSms(type: string | number, options?: CallOptions): Promise<unknown> {
  return callEndpoint<unknown>(endpoints.sendMemberSms, { ...options, pathArgs: { type } });
}

export const getInviteFriendsRes = /* @__PURE__ */ getter<InviteFriendsRes>(
  endpoints.inviteFriendsRes,
);

/** Paged (spec 9 defaults pageNum 1, pageSize 10). */
export const getNextMemberList = /* @__PURE__ */ getter<Page<InvitedMember>, PageQuery>(
  endpoints.nextMemberList,
);

/** GET /api/member/v1/userAvatar. CHOICE: the avatar image URLs a player can pick from. */
export const getUserAvatars = /* @__PURE__ */ getter<string[]>(endpoints.userAvatar);
