import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketMessage } from '../../src/live/socketMessages';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import { rateOf } from '../data/wallet';
import { Code } from './codes';
import { hasValidCrc, parseEmv } from './pix';
import { socketBus, type SocketTarget } from './socketBus';
import { checkedWithdraw } from './testing';
import {
  completeDeposit,
  createDeposit,
  DEPOSIT_EXPIRY_MS,
  depositOf,
  exchange,
  lockedByWagering,
  withdrawableOf,
  withdrawalInfo,
} from './wallet';
import {
  configureWorld,
  findUser,
  pendingTimers,
  world,
  type Outcome,
  type WorldUser,
} from './world';

// resetAllStores() (vitest.setup.ts, before each test) also resets the world.

let pushed: { target: SocketTarget; message: SocketMessage }[] = [];
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  pushed = [];
  unsubscribe = socketBus.subscribe((target, message) => pushed.push({ target, message }));
});

afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  configureWorld({ depositDelayMs: 5_000 });
});

function demo(): WorldUser {
  const user = findUser(DEMO_ACCOUNT.info.userNo);
  if (!user) throw new Error('no demo player');
  return user;
}

function balance(user: WorldUser, currency: string): number {
  return user.wallets.find((w) => w.currency === currency)?.availableBalance ?? Number.NaN;
}

function codeOf(outcome: Outcome<unknown>): number {
  return outcome.ok ? 200 : outcome.code;
}

const DEMO_TOKEN = { token: DEMO_ACCOUNT.info.token };

describe('withdraw rules', () => {
  const pix = (amount: number) => ({ amount, currency: 'BRL', accountId: 401 });

  it('locks the wagering still to do: R$ 1.847,35 minus R$ 534,55 of rollover', () => {
    // Seed wagering: 300 waiting (0 done) + 647,35 in progress (412,80 done) = 534,55 left.
    expect(lockedByWagering(demo(), 'BRL')).toBe(534.55);
    expect(withdrawableOf(demo(), 'BRL')).toBe(1312.8);
    expect(withdrawalInfo(demo())[0]).toEqual({
      currency: 'BRL',
      withdrawableBalance: 1312.8,
      minAmount: 20,
      maxAmount: 20000,
    });
  });

  it('refuses what pending wagering holds back, with the amounts in pt-BR', () => {
    const result = checkedWithdraw(demo(), pix(1500));
    expect(result).toEqual({
      ok: false,
      code: Code.wageringPending,
      msg:
        'Você ainda precisa apostar R$ 534,55 para liberar este saque (rollover pendente). ' +
        'Disponível para saque agora: R$ 1.312,80.',
    });
    expect(balance(demo(), 'BRL')).toBe(1847.35);
  });

  it('refuses more than the balance, outside the limits, too many decimals, a foreign account', () => {
    expect(codeOf(checkedWithdraw(demo(), pix(5000)))).toBe(Code.insufficientBalance);
    expect(codeOf(checkedWithdraw(demo(), pix(10)))).toBe(Code.belowMinimum);
    expect(codeOf(checkedWithdraw(demo(), pix(25_000)))).toBe(Code.aboveMaximum);
    expect(codeOf(checkedWithdraw(demo(), pix(50.001)))).toBe(Code.tooManyDecimals);
    expect(codeOf(checkedWithdraw(demo(), pix(0)))).toBe(Code.invalidAmount);
    expect(codeOf(checkedWithdraw(demo(), { ...pix(50), accountId: 405 }))).toBe(
      Code.unknownWithdrawAccount,
    );
    expect(codeOf(checkedWithdraw(demo(), { ...pix(50), currency: 'XYZ' }))).toBe(
      Code.unknownCurrency,
    );
    expect(pushed).toEqual([]);
  });

  it('takes the money at once, records the order for review and pushes the balance', () => {
    const result = checkedWithdraw(demo(), pix(100));
    expect(result.ok && result.data).toMatchObject({ status: 1, amount: 100, currency: 'BRL' });
    expect(balance(demo(), 'BRL')).toBe(1747.35);
    // The destination as the order list sends it: masked with the app's own mask, with its kind.
    expect(demo().withdrawals[0]).toMatchObject({
      status: 1,
      amount: 100,
      accountNo: '***.533.447-**',
      pixKeyType: 'CPF',
      network: null,
    });
    expect(demo().accountChanges[0]).toMatchObject({ amount: -100, subBusinessType: 201 });
    expect(pushed).toEqual([
      {
        target: DEMO_TOKEN,
        message: { type: 2001, data: { currency: 'BRL', availableBalance: 1747.35 } },
      },
    ]);
  });

  it('a player without pending wagering can withdraw everything', () => {
    const usdt = checkedWithdraw(demo(), { amount: 52.1834, currency: 'USDT', accountId: 405 });
    expect(usdt.ok).toBe(true);
    expect(balance(demo(), 'USDT')).toBe(0);
  });
});

describe('exchange', () => {
  it('converts at the seed rate, rounded down to the target accuracy', () => {
    const rate = rateOf('BRL', 'USDT');
    expect(
      exchange(demo(), { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 }),
    ).toEqual({
      ok: true,
      data: null,
    });
    expect(balance(demo(), 'BRL')).toBe(1747.35);
    // 100 × 0.18796992 = 18.796992 → 18.7969 at USDT's 4 decimals; 52.1834 + 18.7969.
    expect(rate).toBe(0.18796992);
    expect(balance(demo(), 'USDT')).toBe(70.9803);
    expect(
      demo()
        .accountChanges.slice(0, 2)
        .map((c) => [c.subBusinessType, c.amount]),
    ).toEqual([
      [502, 18.7969],
      [501, -100],
    ]);
    expect(demo().transfers[0]).toMatchObject({ currency: 'USDT', amount: 18.7969, status: 3 });
    expect(pushed.map((p) => p.message)).toEqual([
      { type: 2001, data: { currency: 'BRL', availableBalance: 1747.35 } },
      { type: 2001, data: { currency: 'USDT', availableBalance: 70.9803 } },
    ]);
  });

  it('rounds a crypto result down to 8 decimals', () => {
    exchange(demo(), { sourceCurrency: 'BRL', destinationCurrency: 'BTC', balance: 1000 });
    // 1000 × 0.0000019083241 = 0.0019083241 → 0.00190832; 0.00123456 + 0.00190832.
    expect(rateOf('BRL', 'BTC')).toBe(0.0000019083241);
    expect(balance(demo(), 'BTC')).toBe(0.00314288);
  });

  it('refuses same currency, unknown currency, more than the balance and dust', () => {
    const ex = (sourceCurrency: string, destinationCurrency: string, amount: number) =>
      codeOf(exchange(demo(), { sourceCurrency, destinationCurrency, balance: amount }));
    expect(ex('BRL', 'BRL', 10)).toBe(Code.sameCurrency);
    expect(ex('BRL', 'XYZ', 10)).toBe(Code.unknownCurrency);
    expect(ex('BRL', 'USDT', 5000)).toBe(Code.insufficientBalance);
    expect(ex('BRL', 'USDT', 10.001)).toBe(Code.tooManyDecimals);
    expect(ex('BRL', 'USDT', -1)).toBe(Code.invalidAmount);
    expect(ex('USDT', 'BTC', 0.0001)).toBe(Code.exchangeTooSmall);
    expect(balance(demo(), 'BRL')).toBe(1847.35);
  });
});

describe('deposits', () => {
  const second = () => {
    const user = findUser(SECOND_ACCOUNT.info.userNo);
    if (!user) throw new Error('no second player');
    return user;
  };

  it('creates an unpaid Pix order with a valid BR Code of that amount and a 15 min expiry', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 0));
    const result = createDeposit(second(), { amount: 50, currency: 'BRL', payMethod: 1 });
    if (!result.ok) throw new Error(result.msg);
    expect(result.data).toMatchObject({
      orderNo: 'R2026112215009001',
      status: 1,
      amount: 50,
      currency: 'BRL',
      expireTime: Date.UTC(2026, 10, 22, 15, 0, 0) + DEPOSIT_EXPIRY_MS,
    });
    expect(DEPOSIT_EXPIRY_MS).toBe(15 * 60_000);
    const brCode = result.data.brCode ?? '';
    expect(hasValidCrc(brCode)).toBe(true);
    expect(parseEmv(brCode).get('54')).toBe('50.00');
  });

  it('succeeds after 5 s: credits the wallet, the four-step bonus and pushes 2001', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    world.sessions.set('tok-maria', {
      token: 'tok-maria',
      userNo: SECOND_ACCOUNT.info.userNo,
      issuedAt: 0,
      expired: false,
    });
    const result = createDeposit(second(), { amount: 50, currency: 'BRL', payMethod: 1 });
    if (!result.ok) throw new Error(result.msg);
    vi.advanceTimersByTime(4_999);
    expect(depositOf(result.data.orderNo)?.status).toBe(1);
    expect(balance(second(), 'BRL')).toBe(0);

    vi.advanceTimersByTime(1);
    expect(depositOf(result.data.orderNo)).toMatchObject({ status: 3, bonusAmount: 50 });
    // First of the four steps: 100 % up to R$ 100, so R$ 50 + R$ 50.
    expect(balance(second(), 'BRL')).toBe(100);
    expect(second().info.firstCharge).toBe(true);
    expect(second().fourPay.paySuccessTimes).toBe(1);
    const toMaria = pushed.filter((p) => p.target !== 'all' && p.target.token === 'tok-maria');
    expect(toMaria.map((p) => p.message)).toEqual([
      { type: 2001, data: { currency: 'BRL', availableBalance: 50 } },
      { type: 2001, data: { currency: 'BRL', availableBalance: 100 } },
    ]);
  });

  it('completeDeposit pays on demand, once', () => {
    const result = createDeposit(demo(), { amount: 20, currency: 'BRL', payMethod: 1 });
    if (!result.ok) throw new Error(result.msg);
    expect(completeDeposit(result.data.orderNo)).toBe(true);
    expect(completeDeposit(result.data.orderNo)).toBe(false);
    expect(completeDeposit('R-unknown')).toBe(false);
    // Demo player: second step of four, 50 % up to R$ 200 → R$ 10 bonus.
    expect(balance(demo(), 'BRL')).toBe(1877.35);
  });

  it('checks method, currency and limits', () => {
    const dep = (amount: number, currency: string, payMethod: number) =>
      codeOf(createDeposit(demo(), { amount, currency, payMethod }));
    expect(dep(5, 'BRL', 1)).toBe(Code.belowMinimum);
    expect(dep(60_000, 'BRL', 1)).toBe(Code.aboveMaximum);
    expect(dep(10.005, 'BRL', 1)).toBe(Code.tooManyDecimals);
    expect(dep(50, 'USDT', 1)).toBe(Code.payMethodUnavailable);
    expect(dep(50, 'BRL', 2)).toBe(Code.payMethodUnavailable);
    expect(dep(50, 'XYZ', 1)).toBe(Code.unknownCurrency);
    const crypto = createDeposit(demo(), { amount: 20, currency: 'USDT', payMethod: 2 });
    expect(crypto.ok && crypto.data.brCode).toBeNull();
  });

  it('a host may change the delay; resetWorld cancels unpaid timers', () => {
    configureWorld({ depositDelayMs: 20_000 });
    createDeposit(demo(), { amount: 20, currency: 'BRL', payMethod: 1 });
    expect(pendingTimers()).toBe(1);
  });
});
