import type { EndpointDef } from '../contract';

// Spec 7 calls: the player's messages and the unread check. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/messages.ts.

export const systemMessagePage = {
  method: 'GET',
  path: '/api/memberMessage/v1/system/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const personalMessagePage = {
  method: 'GET',
  path: '/api/memberMessage/v1/personal/page',
  choice: true,
  paged: true,
} as const satisfies EndpointDef;

export const readSystemMessage = {
  method: 'PUT',
  path: '/api/memberMessage/v1/system/read',
  choice: true,
} as const satisfies EndpointDef;

export const readPersonalMessage = {
  method: 'PUT',
  path: '/api/memberMessage/v1/personal/read',
  choice: true,
} as const satisfies EndpointDef;

export const messageNumber = {
  method: 'GET',
  path: '/api/memberMessage/v1/number',
  choice: true,
} as const satisfies EndpointDef;

export const messageUnread = {
  method: 'GET',
  path: '/api/memberMessage/v1/unread',
  choice: true,
} as const satisfies EndpointDef;
