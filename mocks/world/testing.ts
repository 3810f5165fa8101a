/**
 * Helpers for the unit tests that talk to the mock world, directly or through msw/node (the
 * handlers, the worker and the app never import this module).
 */
import { ACCOUNTS, DEMO_ACCOUNT, type MockAccount } from '../data/users';
import { withdraw } from './wallet';
import { checkWithdrawPassword } from './withdrawGuard';
import { findUser, type WorldUser } from './world';

/** The fixed token of a seed player's own session, live from the world's start. */
export function seedTokenOf(user: WorldUser): string {
  const account = ACCOUNTS.find((a) => a.info.userNo === user.userNo);
  if (!account) throw new Error(`${user.userNo} is not a seed player`);
  return account.info.token;
}

/**
 * The password check a withdrawal needs (withdrawGuard.ts), passed as the app's password step
 * passes it: the player's own password, from the seed session `setSession(account.info)` logs a
 * test in with. Throws when the world refuses it (withdrawals locked): a test that wants that
 * refusal asks for it itself.
 */
export function passPasswordCheck(account: MockAccount = DEMO_ACCOUNT): void {
  const user = findUser(account.info.userNo);
  if (!user) throw new Error(`no player ${account.info.userNo} in the world`);
  const outcome = checkWithdrawPassword(user, { password: user.password }, account.info.token);
  if (!outcome.ok) throw new Error(`password check refused: ${outcome.code} ${outcome.msg}`);
}

/**
 * withdraw/apply of a seed player as the app sends it: from the player's seed session, right
 * after the password check passed there.
 */
export function checkedWithdraw(user: WorldUser, body: unknown) {
  const token = seedTokenOf(user);
  const outcome = checkWithdrawPassword(user, { password: user.password }, token);
  if (!outcome.ok) throw new Error(`password check refused: ${outcome.code} ${outcome.msg}`);
  return withdraw(user, body, token);
}
