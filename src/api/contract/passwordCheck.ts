/*
 * The password checked before a withdrawal (a call of our own: spec 7 has none).
 * Part of the API contract; import it through src/api/contract.ts.
 */

/**
 * CHOICE (spec 7 has no such call): POST /api/member/v1/checkPassword, the player's account
 * password checked before a withdrawal is sent, so money does not leave on a session alone. The
 * answer's data is null; a wrong password is refused (2030 in the mock world), and after 5 wrong
 * ones in a row withdrawals are locked for 15 minutes (2031, answered to this call and to
 * withdraw/apply alike).
 */
export type CheckPasswordPayload = { password: string };
