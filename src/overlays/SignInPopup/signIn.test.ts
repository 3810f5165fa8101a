import { describe, expect, it, vi } from 'vitest';
import { buildSevenDaySign } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { Code } from '../../../mocks/world/codes';
import { balanceOf } from '../../../mocks/world/wallet';
import { endpoints } from '../../api/allEndpoints';
import { activityState } from '../../features/activities/reminder';
import { overlaysState } from '../../state/overlays';
import { setSession } from '../../state/session';
import { walletState } from '../../state/wallet';
import { claimSignIn, signInView } from './signIn';
import { countRequests } from '../../lib/testing/requests';

const DEMO = DEMO_ACCOUNT.info;
const ACTIVITY_ID = 3021;

describe('signInView', () => {
  it('offers today (the day the server marks 2) with its reward', () => {
    const view = signInView(buildSevenDaySign(2, false));
    expect(view).toMatchObject({ signedDays: 2, todaySigned: false, canClaim: true });
    expect(view.todayReward).toBe(1.5);
  });

  it('once today is signed, shows the reward taken today and offers nothing', () => {
    const view = signInView(buildSevenDaySign(3, true));
    expect(view).toMatchObject({ signedDays: 3, todaySigned: true, canClaim: false });
    expect(view.todayReward).toBe(1.5);
  });

  it('offers nothing when no day waits (the week is complete)', () => {
    const week = buildSevenDaySign(7, false);
    expect(signInView(week)).toMatchObject({ canClaim: false, todayReward: null });
  });
});

describe('claimSignIn', () => {
  it('credits today once, then refreshes the wallet and the reminder count', async () => {
    setSession(DEMO);
    const before = balanceOf(DEMO.userNo, 'BRL');
    await expect(claimSignIn(ACTIVITY_ID)).resolves.toEqual({ amount: 1.5, currency: 'BRL' });
    expect(balanceOf(DEMO.userNo, 'BRL')).toBeCloseTo(before + 1.5, 2);
    await vi.waitFor(() => expect(walletState.status).toBe('ready'));
    expect(walletState.entries.find((e) => e.currency === 'BRL')?.availableBalance).toBeCloseTo(
      before + 1.5,
      2,
    );
    await vi.waitFor(() => expect(activityState.participations.length).toBeGreaterThan(0));
  });

  it('sends one request for a double tap (same intent while pending)', async () => {
    setSession(DEMO);
    const counter = countRequests(server, endpoints.daySign.path);
    const [first, second] = await Promise.all([claimSignIn(ACTIVITY_ID), claimSignIn(ACTIVITY_ID)]);
    expect(second).toEqual(first);
    expect(counter.count()).toBe(1);
  });

  it('a second claim is refused by the server (3001) without a toast', async () => {
    setSession(DEMO);
    await claimSignIn(ACTIVITY_ID);
    const error = await claimSignIn(ACTIVITY_ID).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'business',
      code: Code.alreadyClaimed,
      message: 'Você já resgatou este prêmio.',
    });
    expect(overlaysState.toasts).toEqual([]);
  });
});
