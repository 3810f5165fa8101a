import type { AesProperties, EndpointDef } from '../contract';
import { anything, obj, str } from '../shape';
import { userInfo } from '../shapes';

// Spec 7 calls: login, register, reset password and their SMS and encryption key. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/auth.ts.

export const login = {
  method: 'POST',
  path: '/papi/member/v2/login',
  encrypted: true,
  reply: userInfo,
} as const satisfies EndpointDef;

export const register = {
  method: 'POST',
  path: '/papi/member/v2/register',
  encrypted: true,
  reply: userInfo,
} as const satisfies EndpointDef;

export const resetPassword = {
  method: 'PUT',
  path: '/papi/member/v2/resetPassword',
  encrypted: true,
  reply: anything,
} as const satisfies EndpointDef;

export const sendSms = {
  method: 'POST',
  path: '/papi/member/v1/sendMessage',
  reply: anything,
} as const satisfies EndpointDef;

export const aesProperties = {
  method: 'GET',
  path: '/papi/member/v2/aesProperties',
  reply: obj<AesProperties>({ publicKey: str }),
} as const satisfies EndpointDef;
