import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPassword } from '../../src/api/passwordCheck';
import { setSession } from '../../src/state/session';
import { applyWithdraw } from '../../src/api/cashier';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import { Code } from './codes';
import { withdraw } from './wallet';
import { checkWithdrawPassword, PASSWORD_CHECK_VALID_MS, WITHDRAW_LOCK_MS } from './withdrawGuard';
import { findUser, openSession, type Outcome } from './world';

// resetAllStores() (vitest.setup.ts, before each test) also resets the world.

const demo = () => {
  const user = findUser(DEMO_ACCOUNT.info.userNo);
  if (!user) throw new Error('no demo player');
  return user;
};

const codeOf = (outcome: Outcome<unknown>) => (outcome.ok ? 200 : outcome.code);
const msgOf = (outcome: Outcome<unknown>) => (outcome.ok ? '' : outcome.msg);
/** The demo player's seed session, the one `setSession(DEMO_ACCOUNT.info)` uses. */
const TOKEN = DEMO_ACCOUNT.info.token;
const check = (password: unknown, token = TOKEN) =>
  checkWithdrawPassword(demo(), { password }, token);
const pix = (amount: number) => ({ amount, currency: 'BRL', accountId: 401 });
const balanceOf = () => demo().wallets.find((w) => w.currency === 'BRL')?.availableBalance;

const START = Date.UTC(2026, 10, 22, 15, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('the password before a withdrawal (mock world)', () => {
  it("accepts the player's own login password, and only theirs", () => {
    expect(check(DEMO_ACCOUNT.password)).toEqual({ ok: true, data: null });
    expect(codeOf(check(SECOND_ACCOUNT.password))).toBe(Code.withdrawWrongPassword);
    for (const odd of ['', undefined, null, 1234, ['demo1234']]) {
      expect(codeOf(check(odd))).toBe(Code.withdrawWrongPassword);
      // The right one in between, so these five never add up to the lock.
      expect(codeOf(check(DEMO_ACCOUNT.password))).toBe(200);
    }
  });

  it('a wrong one answers 2030 with the tries left before the lock', () => {
    const first = check('errada123');
    expect(codeOf(first)).toBe(Code.withdrawWrongPassword);
    expect(msgOf(first)).toBe(
      'Senha incorreta. Restam 4 tentativas antes de os saques serem bloqueados por 15 minutos.',
    );
    for (let i = 0; i < 2; i += 1) check('errada123');
    expect(msgOf(check('errada123'))).toMatch(/^Senha incorreta\. Resta 1 tentativa /);
  });

  it('the 5th wrong one in a row locks withdrawals for 15 minutes: the check and the apply', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    for (let i = 0; i < 4; i += 1) expect(codeOf(check('errada123'))).toBe(2030);
    const fifth = check('errada123');
    expect(codeOf(fifth)).toBe(Code.withdrawLocked);
    expect(msgOf(fifth)).toBe(
      'Saques bloqueados por segurança depois de 5 senhas erradas seguidas. Tente de novo em 15 min.',
    );
    // Locked: the right password too, and the withdrawal itself; no money moves.
    expect(codeOf(check(DEMO_ACCOUNT.password))).toBe(Code.withdrawLocked);
    const balance = balanceOf();
    expect(codeOf(withdraw(demo(), pix(100), TOKEN))).toBe(Code.withdrawLocked);
    expect(balanceOf()).toBe(balance);

    vi.setSystemTime(START + WITHDRAW_LOCK_MS - 61_000);
    expect(msgOf(check(DEMO_ACCOUNT.password))).toMatch(/Tente de novo em 2 min\.$/);

    // The lock ends: the right password passes, and the count starts again.
    vi.setSystemTime(START + WITHDRAW_LOCK_MS);
    expect(codeOf(check(DEMO_ACCOUNT.password))).toBe(200);
    expect(codeOf(withdraw(demo(), pix(100), TOKEN))).toBe(200);
    expect(msgOf(check('errada123'))).toMatch(/Restam 4 tentativas/);
  });

  it('a right password between wrong ones starts the count again', () => {
    for (let i = 0; i < 4; i += 1) check('errada123');
    expect(codeOf(check(DEMO_ACCOUNT.password))).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(codeOf(check('errada123'))).toBe(2030);
    expect(codeOf(check('errada123'))).toBe(Code.withdrawLocked);
  });

  it("one player's wrong passwords do not lock another's withdrawals", () => {
    for (let i = 0; i < 5; i += 1) check('errada123');
    const second = findUser(SECOND_ACCOUNT.info.userNo);
    if (!second) throw new Error('no second player');
    expect(
      checkWithdrawPassword(
        second,
        { password: SECOND_ACCOUNT.password },
        SECOND_ACCOUNT.info.token,
      ).ok,
    ).toBe(true);
  });

  it('a withdrawal without a passed check from its session is refused with 2030, nothing taken', () => {
    const balance = balanceOf();
    const orders = demo().withdrawals.length;
    const never = withdraw(demo(), pix(100), TOKEN);
    expect(never).toEqual({
      ok: false,
      code: Code.withdrawWrongPassword,
      msg: 'Confirme o saque com a sua senha antes de enviá-lo.',
    });
    // A wrong password is no check passed either.
    check('errada123');
    expect(codeOf(withdraw(demo(), pix(100), TOKEN))).toBe(Code.withdrawWrongPassword);
    expect(balanceOf()).toBe(balance);
    expect(demo().withdrawals).toHaveLength(orders);
  });

  it('a passed check counts for its own session only, and for 5 minutes of mock time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    // The same player logged in on another phone: that session checked nothing.
    const other = openSession(demo()).token;
    expect(codeOf(check(DEMO_ACCOUNT.password))).toBe(200);
    expect(codeOf(withdraw(demo(), pix(100), other))).toBe(Code.withdrawWrongPassword);
    vi.setSystemTime(START + PASSWORD_CHECK_VALID_MS);
    expect(codeOf(withdraw(demo(), pix(100), TOKEN))).toBe(200);
    vi.setSystemTime(START + PASSWORD_CHECK_VALID_MS + 1);
    const balance = balanceOf();
    expect(codeOf(withdraw(demo(), pix(100), TOKEN))).toBe(Code.withdrawWrongPassword);
    expect(balanceOf()).toBe(balance);
    // A new check opens the window again; a wrong one after it closes it.
    expect(codeOf(check(DEMO_ACCOUNT.password))).toBe(200);
    check('errada123');
    expect(codeOf(withdraw(demo(), pix(100), TOKEN))).toBe(Code.withdrawWrongPassword);
  });

  it('through the app’s own call (msw/node): right, wrong, and the lock on the apply', async () => {
    setSession(DEMO_ACCOUNT.info);
    await expect(checkPassword({ password: 'demo1234' }, { silent: true })).resolves.toBeNull();
    await expect(checkPassword({ password: 'x' }, { silent: true })).rejects.toMatchObject({
      kind: 'business',
      code: 2030,
    });
    for (let i = 0; i < 4; i += 1) {
      await checkPassword({ password: 'x' }, { silent: true }).catch(() => undefined);
    }
    await expect(
      applyWithdraw(pix(100), { idempotencyKey: 'after-lock', silent: true }),
    ).rejects.toMatchObject({ kind: 'business', code: 2031 });
  });

  it('through the app’s own calls (msw/node): the apply goes only after a passed check', async () => {
    setSession(DEMO_ACCOUNT.info);
    const balance = balanceOf();
    await expect(
      applyWithdraw(pix(100), { idempotencyKey: 'unchecked', silent: true }),
    ).rejects.toMatchObject({ kind: 'business', code: 2030 });
    expect(balanceOf()).toBe(balance);
    await expect(checkPassword({ password: 'demo1234' }, { silent: true })).resolves.toBeNull();
    await expect(
      applyWithdraw(pix(100), { idempotencyKey: 'checked', silent: true }),
    ).resolves.toMatchObject({ status: 1, amount: 100 });
  });
});
