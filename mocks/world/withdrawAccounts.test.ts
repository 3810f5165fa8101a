import { describe, expect, it } from 'vitest';
import {
  addWithdrawAccount as addAccountCall,
  applyWithdraw,
  getWithdrawAccounts,
} from '../../src/api/cashier';
import { isApiError } from '../../src/api/errors';
import { setSession } from '../../src/state/session';
import { DEMO_ACCOUNT } from '../data/users';
import { scenarios } from '../scenarios';
import { server } from '../node';
import { Code } from './codes';
import { checkedWithdraw, passPasswordCheck } from './testing';
import { addWithdrawAccount, withdrawableOf, withdrawAccountsOf } from './wallet';
import { findUser, type Outcome, type WorldUser } from './world';

// resetAllStores() (vitest.setup.ts, before each test) also resets the world.

function demo(): WorldUser {
  const user = findUser(DEMO_ACCOUNT.info.userNo);
  if (!user) throw new Error('no demo player');
  return user;
}

const codeOf = (outcome: Outcome<unknown>) => (outcome.ok ? 200 : outcome.code);
const pix = (pixKeyType: string, accountNo: string) => ({
  type: 1,
  currency: 'BRL',
  pixKeyType,
  accountNo,
});

describe('withdraw accounts (CHOICE endpoint memberWithdrawAccount/add)', () => {
  it('lists the saved accounts with their fee: Pix free, a crypto wallet 1 of its coin', () => {
    const accounts = withdrawAccountsOf(demo());
    expect(accounts.find((a) => a.id === 401)).toMatchObject({ pixKeyType: 'CPF', fee: 0 });
    expect(accounts.find((a) => a.id === 405)).toMatchObject({ currency: 'USDT', fee: 1 });
  });

  it("saves a CPF key only when it is the player's own registered CPF", () => {
    demo().withdrawAccounts = [];
    const own = addWithdrawAccount(demo(), pix('CPF', '390.533.447-05'));
    expect(own).toEqual({
      ok: true,
      data: {
        id: 401,
        type: 1,
        accountNo: '390.533.447-05',
        name: 'Carlos Eduardo Souza',
        currency: 'BRL',
        pixKeyType: 'CPF',
        network: null,
        isDefault: true,
        fee: 0,
      },
    });
    // Someone else's CPF with valid check digits, and a CPF with wrong check digits.
    expect(codeOf(addWithdrawAccount(demo(), pix('CPF', '529.982.247-25')))).toBe(
      Code.pixKeyNotOwnCpf,
    );
    expect(codeOf(addWithdrawAccount(demo(), pix('CPF', '390.533.447-06')))).toBe(Code.invalidCpf);
    expect(demo().withdrawAccounts).toHaveLength(1);
  });

  it('checks each kind of key and refuses the same key twice', () => {
    const phone = addWithdrawAccount(demo(), pix('PHONE', '(11) 91234-5678'));
    expect(phone.ok && phone.data).toMatchObject({ accountNo: '+55 11 91234-5678', id: 407 });
    expect(codeOf(addWithdrawAccount(demo(), pix('PHONE', '11 91234-5678')))).toBe(
      Code.withdrawAccountExists,
    );
    expect(codeOf(addWithdrawAccount(demo(), pix('EMAIL', 'nao-e-email')))).toBe(
      Code.invalidWithdrawAccount,
    );
    expect(codeOf(addWithdrawAccount(demo(), pix('EVP', '123')))).toBe(Code.invalidWithdrawAccount);
    expect(
      codeOf(addWithdrawAccount(demo(), { ...pix('PHONE', '11912345679'), currency: 'USDT' })),
    ).toBe(Code.invalidWithdrawAccount);
  });

  it('saves a crypto wallet on a network of its coin with an address of that network', () => {
    const address = `0x${'ab12'.repeat(10)}`;
    const wallet = { type: 2, currency: 'USDT', network: 'ERC20', accountNo: address };
    const saved = addWithdrawAccount(demo(), wallet);
    expect(saved.ok && saved.data).toMatchObject({
      name: 'Carteira USDT',
      network: 'ERC20',
      fee: 1,
    });
    expect(codeOf(addWithdrawAccount(demo(), { ...wallet, network: 'BTC' }))).toBe(
      Code.invalidWithdrawAccount,
    );
    expect(codeOf(addWithdrawAccount(demo(), { ...wallet, network: 'TRC20' }))).toBe(
      Code.invalidWithdrawAccount,
    );
  });

  it('answers through msw like any call, and a saved key can be withdrawn to', async () => {
    setSession(DEMO_ACCOUNT.info);
    const saved = await addAccountCall(
      { type: 1, currency: 'BRL', pixKeyType: 'EMAIL', accountNo: 'Carlos@Exemplo.com.br' },
      { silent: true },
    );
    expect(saved).toMatchObject({ accountNo: 'carlos@exemplo.com.br', pixKeyType: 'EMAIL' });
    passPasswordCheck();
    const order = await applyWithdraw(
      { amount: 50, currency: 'BRL', accountId: saved.id },
      { idempotencyKey: 'k-1', silent: true },
    );
    expect(order).toMatchObject({ status: 1, amount: 50, currency: 'BRL', fee: 0 });
  });
});

describe("scenario 'wagering-before-withdraw'", () => {
  it('adds R$ 1.000,00 of rollover just before the withdrawal is checked: 2006', async () => {
    server.use(...scenarios['wagering-before-withdraw']);
    setSession(DEMO_ACCOUNT.info);
    // The page read R$ 1.312,80 as withdrawable; R$ 500,00 was fine then.
    expect(withdrawableOf(demo(), 'BRL')).toBe(1312.8);
    passPasswordCheck();
    const refusal = await applyWithdraw(
      { amount: 500, currency: 'BRL', accountId: 401 },
      { idempotencyKey: 'k-2', silent: true },
    ).catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.code).toBe(Code.wageringPending);
    expect(isApiError(refusal) && refusal.message).toMatch(/R\$ 1\.534,55.*R\$ 312,80/);
    expect(withdrawableOf(demo(), 'BRL')).toBe(312.8);
    // Once only: a second withdrawal within the new withdrawable part goes through.
    expect(checkedWithdraw(demo(), { amount: 300, currency: 'BRL', accountId: 401 }).ok).toBe(true);
  });
});

describe("scenario 'no-withdraw-accounts'", () => {
  it('leaves the demo player without saved accounts', async () => {
    server.use(...scenarios['no-withdraw-accounts']);
    setSession(DEMO_ACCOUNT.info);
    await expect(getWithdrawAccounts()).resolves.toEqual([]);
  });
});
