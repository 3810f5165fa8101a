import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import * as accounts from './accounts';
import { Code } from './codes';
import { findUserByPhone, world, type Outcome } from './world';

// resetAllStores() (vitest.setup.ts, before each test) also resets the world.

const newPlayer = {
  areaCode: '55',
  account: '11911112222',
  validCode: '123456',
  password: 'nova12345',
  inviteCode: '',
  cpf: '529.982.247-25',
};

function codeOf(outcome: Outcome<unknown>): number {
  return outcome.ok ? 200 : outcome.code;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('register', () => {
  it('creates a logged-in player with a deterministic token and empty wallets', () => {
    const result = accounts.register(newPlayer, 'canal-x');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      userNo: '55500001',
      account: '11911112222',
      areaCode: '55',
      channelId: 'canal-x',
      firstCharge: false,
      token: 'tok-55500001-1',
    });
    expect(world.sessions.get('tok-55500001-1')?.userNo).toBe('55500001');
    const user = findUserByPhone('55', '11911112222');
    expect(user?.wallets.map((w) => [w.currency, w.availableBalance])).toEqual([
      ['BRL', 0],
      ['USDT', 0],
      ['BTC', 0],
      ['ETH', 0],
    ]);
    expect(user?.cpf).toBe('52998224725');
  });

  it('answers each problem with its own code and pt-BR message', () => {
    const cases: [Partial<typeof newPlayer>, number][] = [
      [{ areaCode: '351' }, Code.unsupportedAreaCode],
      [{ account: '1191111222' }, Code.invalidPhone],
      [{ validCode: '000000' }, Code.wrongSmsCode],
      [{ password: 'curta1' }, Code.weakPassword],
      [{ password: 'sóletras' }, Code.weakPassword],
      [{ password: '1234567890' }, Code.weakPassword],
      [{ cpf: '529.982.247-26' }, Code.invalidCpf],
      [{ cpf: '111.111.111-11' }, Code.invalidCpf],
      [{ account: DEMO_ACCOUNT.account }, Code.phoneTaken],
      [{ cpf: DEMO_ACCOUNT.cpf }, Code.cpfTaken],
      [{ inviteCode: 'NAOEXISTE' }, Code.invalidInviteCode],
    ];
    for (const [patch, code] of cases) {
      const result = accounts.register({ ...newPlayer, ...patch });
      expect(codeOf(result), JSON.stringify(patch)).toBe(code);
      if (!result.ok) expect(result.msg).toMatch(/[a-zà-ú]/i);
    }
    expect(world.users.size).toBe(2);
  });

  it('credits the invite to the inviter', () => {
    const before = findUserByPhone('55', DEMO_ACCOUNT.account)?.invitees.length ?? 0;
    expect(accounts.register({ ...newPlayer, inviteCode: 'vtr7k2' }).ok).toBe(true);
    const demo = findUserByPhone('55', DEMO_ACCOUNT.account);
    expect(demo?.invitees).toHaveLength(before + 1);
    expect(demo?.invitees[0]).toMatchObject({ userNo: '55***1', firstCharge: false });
    expect(findUserByPhone('55', newPlayer.account)?.invitedBy).toBe(DEMO_ACCOUNT.info.userNo);
  });
});

describe('login and logout', () => {
  it('opens a new session per login, numbered across the world', () => {
    const a = accounts.login(DEMO_ACCOUNT);
    const b = accounts.login({ ...SECOND_ACCOUNT, account: '(21) 99876-5432' });
    expect(a.ok && a.data.token).toBe('tok-55328714-1');
    expect(b.ok && b.data.token).toBe('tok-55410027-2');
    expect(a.ok && a.data.nickName).toBe('Carlão');
  });

  it('tells a wrong password from an unknown account', () => {
    expect(codeOf(accounts.login({ ...DEMO_ACCOUNT, password: 'errada123' }))).toBe(
      Code.wrongPassword,
    );
    expect(codeOf(accounts.login({ ...DEMO_ACCOUNT, account: '11900000000' }))).toBe(
      Code.unknownAccount,
    );
  });

  it('logout ends only that session', () => {
    const a = accounts.login(DEMO_ACCOUNT);
    if (!a.ok) throw new Error('login failed');
    accounts.logout(a.data.token);
    expect(world.sessions.has(a.data.token)).toBe(false);
    expect(world.sessions.has(DEMO_ACCOUNT.info.token)).toBe(true);
  });
});

describe('SMS codes', () => {
  it('refuses a second code within 60 s, saying how long to wait', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 0));
    const phone = { areaCode: '55', account: '11911112222', smsCode: 'register' };
    expect(accounts.sendSms(phone).ok).toBe(true);

    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 18));
    const early = accounts.sendSms({ ...phone, account: '(11) 91111-2222' });
    expect(early).toEqual({
      ok: false,
      code: Code.smsCooldown,
      msg: 'Aguarde 42 s para pedir um novo código.',
    });
    // Another phone is not held back.
    expect(accounts.sendSms({ ...phone, account: '11933334444' }).ok).toBe(true);

    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 1, 0));
    expect(accounts.sendSms(phone).ok).toBe(true);
  });

  it('shares the cooldown between the public and the logged-in SMS of the same phone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 0));
    const demo = findUserByPhone('55', DEMO_ACCOUNT.account);
    if (!demo) throw new Error('no demo player');
    expect(accounts.sendMemberSms(demo).ok).toBe(true);
    expect(codeOf(accounts.sendSms({ areaCode: '55', account: demo.account }))).toBe(
      Code.smsCooldown,
    );
  });

  it('checks the phone before sending', () => {
    expect(codeOf(accounts.sendSms({ areaCode: '55', account: '123' }))).toBe(Code.invalidPhone);
    expect(codeOf(accounts.sendSms({ areaCode: '1', account: '11911112222' }))).toBe(
      Code.unsupportedAreaCode,
    );
  });
});

describe('passwords', () => {
  const reset = {
    areaCode: '55',
    account: DEMO_ACCOUNT.account,
    validCode: '123456',
    password: 'outra2026',
    confirmPassword: 'outra2026',
  };

  it('reset password ends every session of the player and the new password works', () => {
    accounts.login(DEMO_ACCOUNT);
    expect(accounts.resetPassword(reset).ok).toBe(true);
    expect([...world.sessions.values()].some((s) => s.userNo === '55328714')).toBe(false);
    expect(codeOf(accounts.login(DEMO_ACCOUNT))).toBe(Code.wrongPassword);
    expect(accounts.login({ ...DEMO_ACCOUNT, password: 'outra2026' }).ok).toBe(true);
  });

  it('reset password refuses a wrong code, different passwords and weak ones', () => {
    expect(codeOf(accounts.resetPassword({ ...reset, validCode: '654321' }))).toBe(
      Code.wrongSmsCode,
    );
    expect(codeOf(accounts.resetPassword({ ...reset, confirmPassword: 'outra2027' }))).toBe(
      Code.passwordMismatch,
    );
    expect(
      codeOf(accounts.resetPassword({ ...reset, password: 'abc', confirmPassword: 'abc' })),
    ).toBe(Code.weakPassword);
    expect(codeOf(accounts.resetPassword({ ...reset, account: '11900000000' }))).toBe(
      Code.unknownAccount,
    );
  });

  it('update password checks the current one and keeps the sessions', () => {
    const demo = findUserByPhone('55', DEMO_ACCOUNT.account);
    if (!demo) throw new Error('no demo player');
    const change = { ...reset, oldPassword: 'demo1234' };
    expect(codeOf(accounts.updatePassword(demo, { ...change, oldPassword: 'x' }))).toBe(
      Code.wrongOldPassword,
    );
    expect(
      codeOf(
        accounts.updatePassword(demo, {
          ...change,
          password: 'demo1234',
          confirmPassword: 'demo1234',
        }),
      ),
    ).toBe(Code.samePassword);
    expect(accounts.updatePassword(demo, change).ok).toBe(true);
    expect(world.sessions.has(DEMO_ACCOUNT.info.token)).toBe(true);
  });
});

describe('profile', () => {
  it('takes a nickname of 2 to 16 characters and one of the offered avatars', () => {
    const demo = findUserByPhone('55', DEMO_ACCOUNT.account);
    if (!demo) throw new Error('no demo player');
    const avatar = demo.info.avatarUrl;
    expect(codeOf(accounts.updateMember(demo, { nickName: 'C', avatarUrl: avatar }))).toBe(
      Code.invalidNickname,
    );
    expect(
      codeOf(
        accounts.updateMember(demo, { nickName: 'Carlão', avatarUrl: 'https://x.test/a.png' }),
      ),
    ).toBe(Code.invalidAvatar);
    expect(accounts.updateMember(demo, { nickName: ' Carlinhos ', avatarUrl: avatar }).ok).toBe(
      true,
    );
    expect(demo.info.nickName).toBe('Carlinhos');
  });
});
