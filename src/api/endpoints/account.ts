import type { EndpointDef, InvitedMember, InviteFriendsRes } from '../contract';
import { anything, arrayOf, bool, num, obj, optional, page, str } from '../shape';

// Spec 7 calls: the player's account: password, profile, phone, avatars, invited friends. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/account.ts.

export const updatePassword = {
  method: 'PUT',
  path: '/api/member/v1/updatePassword',
  reply: anything,
} as const satisfies EndpointDef;

export const updateMember = {
  method: 'PUT',
  path: '/api/member/v1/updateMember',
  reply: anything,
} as const satisfies EndpointDef;

export const phoneVerification = {
  method: 'PUT',
  path: '/api/member/v1/phoneVerification',
  reply: anything,
} as const satisfies EndpointDef;

export const sendMemberSms = {
  method: 'GET',
  path: '/api/member/v1/sendMessage/{type}',
  reply: anything,
} as const satisfies EndpointDef;

export const inviteFriendsRes = {
  method: 'GET',
  path: '/api/member/v1/getInviteFriendsRes',
  reply: obj<InviteFriendsRes>({
    inviteCode: str,
    inviteUrl: str,
    inviteCount: num,
    totalReward: num,
    validCount: optional(num),
    todayReward: optional(num),
  }),
} as const satisfies EndpointDef;

export const nextMemberList = {
  method: 'GET',
  path: '/api/member/v1/getNextMemberList',
  paged: true,
  reply: page(obj<InvitedMember>({ userNo: str, registerTime: num, firstCharge: bool })),
} as const satisfies EndpointDef;

export const userAvatar = {
  method: 'GET',
  path: '/api/member/v1/userAvatar',
  reply: arrayOf(str),
} as const satisfies EndpointDef;
