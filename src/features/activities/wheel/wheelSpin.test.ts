import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { Code } from '../../../../mocks/world/codes';
import { getBigWheel, getLuckyTurntable, spinLuckyTurntable } from '../../../api/activities';
import { setSession } from '../../../state/session';
import { refreshWallet, walletState } from '../../../state/wallet';
import { claimOnce } from '../activityClaim';
import { spinIntent } from './wheelRules';
import { countRequests } from '../../../lib/testing/requests';

/*
 * The wheels of activity type 8 against the mock world (msw/node): the read shows the odds
 * before a spin, a spin is one money action (one request however many taps) that the server
 * draws and credits once, and a refusal comes back with the server's words.
 */

const SPIN_PATH = '/api/luckyTurntable/v1/spin';

const brl = () => walletState.total;

describe('the wheels (spec 7 lucky turntable, big wheel day and month)', () => {
  it('a visitor reads the prizes and their odds, with no spin', async () => {
    const wheel = await getLuckyTurntable();
    expect(wheel.spinsLeft).toBe(0);
    expect(wheel.prizes).toHaveLength(8);
    expect(wheel.prizes.reduce((sum, p) => sum + p.chance, 0)).toBeCloseTo(100);
    const month = await getBigWheel({ period: 'month' });
    expect(month.prizes.at(-1)?.amount).toBe(1000);
  });

  it('ten taps spin once: one request, the prize credited, one spin fewer', async () => {
    setSession(DEMO_ACCOUNT.info);
    await refreshWallet();
    const before = brl();
    const { spinsLeft } = await getLuckyTurntable();
    expect(spinsLeft).toBe(3);
    const counter = countRequests(server, SPIN_PATH);
    const taps = Array.from({ length: 10 }, () =>
      claimOnce(spinIntent('turntable', spinsLeft), (idempotencyKey) =>
        spinLuckyTurntable({ idempotencyKey, silent: true }),
      ),
    );
    const results = await Promise.all(taps);
    expect(counter.count()).toBe(1);
    const [result] = results;
    expect(results.every((r) => r === result)).toBe(true);
    const wheel = await getLuckyTurntable();
    expect(wheel.spinsLeft).toBe(2);
    expect(result?.spinsLeft).toBe(2);
    // The amount is the prize of the segment the server drew.
    expect(result?.amount).toBe(wheel.prizes[result?.prizeIndex ?? -1]?.amount);
    await refreshWallet();
    expect(brl()).toBeCloseTo(before + (result?.amount ?? 0), 2);
  });

  it('no spin left: 3002 in the wheel’s words, nothing credited', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['wheel-spins-used']);
    expect((await getLuckyTurntable()).spinsLeft).toBe(0);
    await refreshWallet();
    const before = brl();
    const error = await claimOnce(spinIntent('turntable', 0), (idempotencyKey) =>
      spinLuckyTurntable({ idempotencyKey, silent: true }),
    ).then(
      () => null,
      (e: unknown) => e as { code?: number; message: string },
    );
    expect(error?.code).toBe(Code.nothingToClaim);
    expect(error?.message).toBe('Você não tem giros disponíveis agora.');
    await refreshWallet();
    expect(brl()).toBe(before);
  });

  it('spins used on another device just before: refused, and the read says none left', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['wheel-spun-elsewhere']);
    expect((await getBigWheel({ period: 'day' })).spinsLeft).toBe(1);
    const error = await claimOnce(spinIntent('turntable', 3), (idempotencyKey) =>
      spinLuckyTurntable({ idempotencyKey, silent: true }),
    ).then(
      () => null,
      (e: unknown) => e as { code?: number },
    );
    expect(error?.code).toBe(Code.nothingToClaim);
    expect((await getLuckyTurntable()).spinsLeft).toBe(0);
  });
});
