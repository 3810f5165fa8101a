import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { Code } from '../../../../mocks/world/codes';
import { getEverydayBetRebate, getRescueBonus } from '../../../api/activities';
import type { RescueBonus } from '../../../api/contract';
import { setSession } from '../../../state/session';
import { refreshWallet, walletState } from '../../../state/wallet';
import { claimRescue, formatRate, rescuePeriodOf, rescuePhase } from './rebateRules';
import { countRequests, failure } from '../../../lib/testing/requests';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const AT = Date.UTC(2026, 10, 22, 15);
const bonus = (over: Partial<RescueBonus> = {}): RescueBonus => ({
  period: 'day',
  startTime: AT - DAY,
  endTime: AT - 1,
  lossAmount: 120.5,
  rate: 5,
  minLoss: 10,
  bonusAmount: 6.02,
  currency: 'BRL',
  received: false,
  expireTime: AT + HOUR,
  ...over,
});

describe('rescuePeriodOf (spec 7 daily and weekly rescue)', () => {
  it('type 1 is the day, type 2 the week, any other type none', () => {
    expect(rescuePeriodOf(1)).toBe('day');
    expect(rescuePeriodOf(2)).toBe('week');
    expect(rescuePeriodOf(12)).toBeNull();
    expect(rescuePeriodOf(3)).toBeNull();
  });
});

describe('rescuePhase', () => {
  it('a bonus waiting inside its window is claimable', () => {
    expect(rescuePhase(bonus(), AT)).toBe('claimable');
  });
  it('a taken bonus reads claimed, even after its window closed', () => {
    expect(rescuePhase(bonus({ received: true }), AT)).toBe('claimed');
    expect(rescuePhase(bonus({ received: true, expireTime: AT - 1 }), AT)).toBe('claimed');
  });
  it('no bonus (losses under the minimum) is nothing to rescue, whatever the window', () => {
    expect(rescuePhase(bonus({ lossAmount: 5, bonusAmount: 0 }), AT)).toBe('nothing');
    expect(rescuePhase(bonus({ bonusAmount: 0, expireTime: AT - 1 }), AT)).toBe('nothing');
  });
  it('a bonus not taken when the window closes has lapsed (at the very instant too)', () => {
    expect(rescuePhase(bonus({ expireTime: AT }), AT)).toBe('expired');
    expect(rescuePhase(bonus({ expireTime: AT - 1 }), AT)).toBe('expired');
    expect(rescuePhase(bonus({ expireTime: Number.NaN }), AT)).toBe('expired');
  });
});

describe('formatRate (rates in percent, spec 5 formatters)', () => {
  it('reads pt-BR percents with up to two decimals', () => {
    expect(formatRate(5)).toBe('5%');
    expect(formatRate(0.4)).toBe('0,4%');
    expect(formatRate(1.35)).toBe('1,35%');
    expect(formatRate(0)).toBe('0%');
  });
});

describe('the mock world answers (contract RescueBonus, EverydayBetRebate)', () => {
  it('the daily rescue covers yesterday (São Paulo) and can be taken until today ends', async () => {
    setSession(DEMO_ACCOUNT.info);
    const day = await getRescueBonus({ period: 'day' });
    expect(day).toMatchObject({ lossAmount: 120.5, rate: 5, bonusAmount: 6.02, received: false });
    expect(day.endTime - day.startTime).toBe(DAY - 1);
    expect(day.expireTime - day.endTime).toBe(DAY + 1);
    // 00:00 in São Paulo is 03:00 UTC.
    expect(new Date(day.startTime).getUTCHours()).toBe(3);
    expect(day.expireTime).toBeGreaterThan(Date.now());
    expect(day.expireTime - Date.now()).toBeLessThanOrEqual(DAY);
  });

  it('the weekly rescue covers last week, Monday to Sunday', async () => {
    setSession(DEMO_ACCOUNT.info);
    const week = await getRescueBonus({ period: 'week' });
    expect(week).toMatchObject({ lossAmount: 860, rate: 8, bonusAmount: 68.8 });
    expect(week.endTime + 1 - week.startTime).toBe(7 * DAY);
    // Monday in São Paulo (UTC-3).
    expect(new Date(week.startTime - 3 * HOUR).getUTCDay()).toBe(1);
  });

  it('the everyday rebate is the VIP 3 rate on today’s bets, paid at the next 00:00', async () => {
    setSession(DEMO_ACCOUNT.info);
    const rebate = await getEverydayBetRebate();
    expect(rebate).toMatchObject({ betAmount: 1234.5, rate: 0.4, rebateAmount: 4.93 });
    expect(new Date(rebate.payTime).getUTCHours()).toBe(3);
    expect(rebate.payTime - Date.now()).toBeLessThanOrEqual(DAY);
    expect(rebate.payTime).toBeGreaterThan(Date.now());
  });
});

describe('claimRescue (spec 6 money action)', () => {
  it('ten taps send one claim; the balance rises by the bonus; the detail reads received', async () => {
    setSession(DEMO_ACCOUNT.info);
    await refreshWallet();
    const before = walletState.total;
    const claims = countRequests(server, '/api/rescueBonus/v1/day/received');

    const results = await Promise.all(Array.from({ length: 10 }, () => claimRescue('day')));

    expect(claims.count()).toBe(1);
    expect(results.every((r) => r.amount === 6.02 && r.currency === 'BRL')).toBe(true);
    await expect.poll(() => walletState.total).toBeCloseTo(before + 6.02, 2);
    expect(await getRescueBonus({ period: 'day' })).toMatchObject({ received: true });
    // The weekly rescue is a bonus of its own.
    expect(await getRescueBonus({ period: 'week' })).toMatchObject({ received: false });
  });

  it('a second intent after a win is refused: already claimed (3001)', async () => {
    setSession(DEMO_ACCOUNT.info);
    await claimRescue('week');
    const error = await failure(claimRescue('week'));
    expect(error).toMatchObject({
      code: Code.alreadyClaimed,
      message: 'Você já resgatou este prêmio.',
    });
  });

  it("'rescue-nothing': nothing to rescue, the claim is refused with 3002", async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['rescue-nothing']);
    const day = await getRescueBonus({ period: 'day' });
    expect(rescuePhase(day)).toBe('nothing');
    expect((await failure(claimRescue('day'))).code).toBe(Code.nothingToClaim);
  });

  it("'rescue-expired': the bonus has lapsed, the claim is refused with 3002", async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['rescue-expired']);
    const day = await getRescueBonus({ period: 'day' });
    expect(rescuePhase(day)).toBe('expired');
    expect((await failure(claimRescue('day'))).code).toBe(Code.nothingToClaim);
  });

  it("'rescue-claimed-elsewhere': refused with 3001, the detail then reads claimed", async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['rescue-claimed-elsewhere']);
    expect((await failure(claimRescue('day'))).code).toBe(Code.alreadyClaimed);
    expect(rescuePhase(await getRescueBonus({ period: 'day' }))).toBe('claimed');
  });
});
