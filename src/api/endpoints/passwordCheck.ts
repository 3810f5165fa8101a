import type { EndpointDef } from '../contract';
import { anything } from '../shape';

// The account password checked before a withdrawal (a call of our own: spec 7 has none). Data
// only: the mock world and tests read it through allEndpoints.ts; the app reads it through
// src/api/passwordCheck.ts.

/** CHOICE (spec 7 shows no such call): the player's password, checked before money leaves. */
export const checkPassword = {
  method: 'POST',
  path: '/api/member/v1/checkPassword',
  choice: true,
  reply: anything,
} as const satisfies EndpointDef;
