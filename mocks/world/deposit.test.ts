import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDepositOrder } from '../../src/api/cashier';
import { getChannelConfig } from '../../src/api/content';
import { setSession } from '../../src/state/session';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import { server } from '../node';
import { scenarios } from '../scenarios';
import { Code } from './codes';
import { createDeposit, DEPOSIT_LIMITS, depositDetail, depositOf, payMethods } from './wallet';
import { findUser, pendingTimers } from './world';

// The deposit page's side of the mock world: the channel's methods, reading one order back, crypto
// addresses, and the two deposit scenarios. resetAllStores() resets it.

const user = (userNo: string) => {
  const found = findUser(userNo);
  if (!found) throw new Error(`no player ${userNo}`);
  return found;
};
const demo = () => user(DEMO_ACCOUNT.info.userNo);

afterEach(() => vi.useRealTimers());

describe('channel config payMethods', () => {
  it('lists Pix, crypto and card with the limits createDeposit checks', () => {
    const methods = payMethods();
    expect(methods.map((m) => [m.payMethod, m.available])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    for (const method of methods) {
      for (const c of method.currencies) {
        expect([c.minAmount, c.maxAmount]).toEqual([
          DEPOSIT_LIMITS[c.currency]?.min,
          DEPOSIT_LIMITS[c.currency]?.max,
        ]);
        for (const amount of c.amounts) {
          expect(amount).toBeGreaterThanOrEqual(c.minAmount);
          expect(amount).toBeLessThanOrEqual(c.maxAmount);
          const made = createDeposit(demo(), {
            amount,
            currency: c.currency,
            payMethod: method.payMethod,
          });
          expect(made.ok).toBe(true);
        }
      }
    }
    expect(methods[1]?.currencies.map((c) => [c.currency, c.network])).toEqual([
      ['USDT', 'TRC20'],
      ['BTC', 'Bitcoin'],
      ['ETH', 'ERC20'],
    ]);
  });

  it('answers through GET channel/v1/config', async () => {
    const config = await getChannelConfig();
    expect(config.payMethods.map((m) => m.payMethod)).toEqual([1, 2, 3]);
    expect(config.pixels.length).toBeGreaterThan(0);
  });

  it("'deposit-card-off': the card is listed unavailable and a card deposit answers 2009", async () => {
    server.use(...scenarios['deposit-card-off']);
    const config = await getChannelConfig();
    expect(config.payMethods.find((m) => m.payMethod === 3)?.available).toBe(false);
    const refused = createDeposit(demo(), { amount: 50, currency: 'BRL', payMethod: 3 });
    expect(refused.ok || refused.code).toBe(Code.payMethodUnavailable);
    expect(createDeposit(demo(), { amount: 50, currency: 'BRL', payMethod: 1 }).ok).toBe(true);
  });
});

describe('reading an order back (GET recharge/v1/detail/{orderNo})', () => {
  it("answers the player's own order with the payment page's fields, not another's", async () => {
    const made = createDeposit(demo(), { amount: 0.005, currency: 'BTC', payMethod: 2 });
    if (!made.ok) throw new Error(made.msg);
    setSession(DEMO_ACCOUNT.info);
    const read = await getDepositOrder({ orderNo: made.data.orderNo });
    expect(read).toEqual(made.data);
    expect(read.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(read.network).toBe('Bitcoin');
    const other = depositDetail(user(SECOND_ACCOUNT.info.userNo), made.data.orderNo);
    expect(other.ok).toBe(false);
  });

  it('gives each order its own crypto address', () => {
    const a = createDeposit(demo(), { amount: 0.01, currency: 'ETH', payMethod: 2 });
    const b = createDeposit(demo(), { amount: 0.01, currency: 'ETH', payMethod: 2 });
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.data.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(a.data.address).not.toBe(b.data.address);
  });
});

describe("'deposit-unpaid'", () => {
  it('orders created under it are never paid by themselves', async () => {
    server.use(...scenarios['deposit-unpaid']);
    // The scenario applies on the next call that reaches the mock world.
    await getChannelConfig();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const made = createDeposit(demo(), { amount: 50, currency: 'BRL', payMethod: 1 });
    if (!made.ok) throw new Error(made.msg);
    expect(pendingTimers()).toBe(0);
    vi.advanceTimersByTime(60 * 60_000);
    expect(depositOf(made.data.orderNo)?.status).toBe(1);
  });
});
