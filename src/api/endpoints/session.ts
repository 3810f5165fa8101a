import type { EndpointDef } from '../contract';
import { anything } from '../shape';
import { userInfo } from '../shapes';

// Spec 7 calls: the session: the logged-in player's info and logout (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/session.ts.

export const logout = {
  method: 'GET',
  path: '/api/member/v1/logout',
  reply: anything,
} as const satisfies EndpointDef;

export const memberInfo = {
  method: 'GET',
  path: '/api/member/v2/info',
  reply: userInfo,
} as const satisfies EndpointDef;
