import * as endpoints from './endpoints/passwordCheck';
import type { CheckPasswordPayload } from './contract';
import { sender } from './http';

/**
 * CHOICE endpoint: checks the player's account password (before a withdrawal is sent). Resolves
 * when it is right; a wrong one, or withdrawals locked after too many, reject with the ApiError.
 * Call it `silent` where the refusal is shown in place.
 */
export const checkPassword = /* @__PURE__ */ sender<CheckPasswordPayload, unknown>(
  endpoints.checkPassword,
);
