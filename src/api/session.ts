import * as endpoints from './endpoints/session';
import { type UserInfo } from './contract';
import { callEndpoint, getter, type CallOptions } from './http';

/**
 * GET /api/member/v1/logout. Spec 8: session-ending codes (6105, 6106, 6109, 6121) on this call
 * reject without clearing anything or showing anything; the caller clears the session itself.
 */
export function logout(options?: CallOptions): Promise<unknown> {
  return callEndpoint<unknown>(endpoints.logout, { ...options, endsSession: true });
}

/** GET /api/member/v2/info: the logged-in player's info (spec 3). */
export const getMemberInfo = /* @__PURE__ */ getter<UserInfo>(endpoints.memberInfo);
