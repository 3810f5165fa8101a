import type { EndpointDef } from '../contract';

// Spec 7 calls: login, register, reset password and their SMS and encryption key. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/auth.ts.

export const login = {
  method: 'POST',
  path: '/papi/member/v2/login',
  encrypted: true,
} as const satisfies EndpointDef;

export const register = {
  method: 'POST',
  path: '/papi/member/v2/register',
  encrypted: true,
} as const satisfies EndpointDef;

export const resetPassword = {
  method: 'PUT',
  path: '/papi/member/v2/resetPassword',
  encrypted: true,
} as const satisfies EndpointDef;

export const sendSms = {
  method: 'POST',
  path: '/papi/member/v1/sendMessage',
} as const satisfies EndpointDef;

export const aesProperties = {
  method: 'GET',
  path: '/papi/member/v2/aesProperties',
} as const satisfies EndpointDef;
