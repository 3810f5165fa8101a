/**
 * The password asked before a withdrawal (CHOICE call POST /api/member/v1/checkPassword; spec 7
 * has none): the player's own account password, the one login takes. Wrong ones are counted
 * per player; 5 in a row lock withdrawals for 15 minutes of mock time, during which the check
 * and withdraw/apply both answer 2031, even with the right password. A right password, or the
 * end of a lock, starts the count again. The password is compared and forgotten: nothing here
 * keeps or logs it.
 *
 * A right password also lets the session that sent it withdraw for a few minutes: withdraw/apply
 * from a session without a recent passed check is refused (2030), so the check is a guard of the
 * server, not a step the app could skip.
 */
import { now } from '../../src/lib/clock';
import { MINUTE } from '../data/clock';
import { Refuse, RefuseWith, type Refusal } from './codes';
import { done, refused, world, type Outcome, type WorldUser } from './world';

/**
 * How long a passed check lets its session withdraw. The app sends the withdrawal the moment the
 * check passes; five minutes leave room for a slow answer or the retry of an unanswered send (it
 * carries the same idempotency key), not for a phone left unlocked on the table for the evening.
 */
export const PASSWORD_CHECK_VALID_MS = 5 * MINUTE;

/** Wrong passwords in a row that lock withdrawals. */
export const WRONG_PASSWORDS_TO_LOCK = 5;

/** How long withdrawals stay locked after the last of them. */
export const WITHDRAW_LOCK_MS = 15 * MINUTE;

/** The refusal while withdrawals are locked, or null when they are not. */
export function withdrawLockOf(user: WorldUser): Refusal | null {
  const until = user.passwordChecks.lockedUntil;
  if (until === null) return null;
  const left = until - now();
  if (left <= 0) {
    user.passwordChecks = { wrongInARow: 0, lockedUntil: null };
    return null;
  }
  return RefuseWith.withdrawLocked(Math.ceil(left / MINUTE));
}

/** Locks the player's withdrawals from now (the 5th wrong password, or a scenario). */
export function lockWithdrawals(user: WorldUser): void {
  user.passwordChecks = {
    wrongInARow: WRONG_PASSWORDS_TO_LOCK,
    lockedUntil: now() + WITHDRAW_LOCK_MS,
  };
}

/**
 * POST member/v1/checkPassword from the session `token`: null when the password is the player's
 * (the session may withdraw for PASSWORD_CHECK_VALID_MS), else 2030 or 2031 (and the session's
 * earlier pass no longer counts: its latest check failed).
 */
export function checkWithdrawPassword(
  user: WorldUser,
  body: unknown,
  token: string,
): Outcome<null> {
  const session = world.sessions.get(token);
  if (session) delete session.passwordCheckedAt;
  const lock = withdrawLockOf(user);
  if (lock) return refused(lock);
  const password = (body as { password?: unknown } | null)?.password;
  if (typeof password === 'string' && password !== '' && password === user.password) {
    user.passwordChecks = { wrongInARow: 0, lockedUntil: null };
    if (session) session.passwordCheckedAt = now();
    return done(null);
  }
  const wrong = user.passwordChecks.wrongInARow + 1;
  if (wrong >= WRONG_PASSWORDS_TO_LOCK) {
    lockWithdrawals(user);
    return refused(RefuseWith.withdrawLocked(WITHDRAW_LOCK_MS / MINUTE));
  }
  user.passwordChecks = { wrongInARow: wrong, lockedUntil: null };
  return refused(RefuseWith.withdrawWrongPassword(WRONG_PASSWORDS_TO_LOCK - wrong));
}

/**
 * Why withdraw/apply from the session `token` is refused for want of a password check (2030), or
 * null when the session passed one in the last PASSWORD_CHECK_VALID_MS of mock time.
 */
export function passwordCheckRefusal(token: string): Refusal | null {
  const at = world.sessions.get(token)?.passwordCheckedAt;
  if (at === undefined) return Refuse.withdrawPasswordNeeded;
  const age = now() - at;
  return age >= 0 && age <= PASSWORD_CHECK_VALID_MS ? null : Refuse.withdrawPasswordNeeded;
}
