import type { EndpointDef } from '../contract';

// Spec 7 calls: the player's account: password, profile, phone, avatars, invited friends. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/account.ts.

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
