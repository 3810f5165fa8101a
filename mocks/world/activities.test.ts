import { afterEach, describe, expect, it, vi } from 'vitest';
import { RED_PACKET_RED_NUMBER } from '../data/activities';
import { FIXED_NOW, HOUR } from '../data/clock';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import * as activities from './activities';
import { Code } from './codes';
import { findUser, type Outcome, type WorldUser } from './world';

// resetAllStores() (vitest.setup.ts, before each test) also resets the world.

function player(userNo: string): WorldUser {
  const user = findUser(userNo);
  if (!user) throw new Error(`no player ${userNo}`);
  return user;
}

const demo = () => player(DEMO_ACCOUNT.info.userNo);
const brl = (user: WorldUser) => user.wallets.find((w) => w.currency === 'BRL')?.availableBalance;
const codeOf = (outcome: Outcome<unknown>) => (outcome.ok ? 200 : outcome.code);

afterEach(() => {
  vi.useRealTimers();
});

describe('every reward is taken once', () => {
  it('red packet: paid, then refused, and the claimed check says so', () => {
    expect(activities.redPacketClaimed(demo())).toBe(false);
    const first = activities.claimRedPacket(demo(), { redNumber: RED_PACKET_RED_NUMBER });
    expect(first).toEqual({ ok: true, data: { amount: 5.2, currency: 'BRL' } });
    expect(brl(demo())).toBe(1852.55);
    expect(activities.claimRedPacket(demo(), { redNumber: RED_PACKET_RED_NUMBER })).toEqual({
      ok: false,
      code: Code.alreadyClaimed,
      msg: 'Você já resgatou este prêmio.',
    });
    expect(brl(demo())).toBe(1852.55);
    expect(activities.redPacketClaimed(demo())).toBe(true);
    expect(codeOf(activities.claimRedPacket(demo(), { redNumber: 'RP-OLD' }))).toBe(
      Code.packetGone,
    );
  });

  it('sign-in: day 3 of the series today, then refused until tomorrow', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 0));
    expect(activities.signToday(demo())).toEqual({
      ok: true,
      data: { amount: 1.5, currency: 'BRL' },
    });
    expect(activities.sevenDaySign(demo())).toMatchObject({ signedDays: 3, todaySigned: true });
    expect(codeOf(activities.signToday(demo()))).toBe(Code.alreadyClaimed);
    expect(codeOf(activities.openSevenDayChest(demo()))).toBe(Code.nothingToClaim);
  });

  it('redemption codes: valid once, used, expired, unknown', () => {
    expect(activities.redeemCode(demo(), ' vitrine10 ')).toEqual({
      ok: true,
      data: { amount: 10, currency: 'BRL' },
    });
    expect(codeOf(activities.redeemCode(demo(), 'VITRINE10'))).toBe(Code.alreadyClaimed);
    // The demo player used BEMVINDO5 ten days ago (seed).
    expect(codeOf(activities.redeemCode(demo(), 'BEMVINDO5'))).toBe(Code.alreadyClaimed);
    const maria = player(SECOND_ACCOUNT.info.userNo);
    expect(codeOf(activities.redeemCode(maria, 'BEMVINDO5'))).toBe(Code.usedRedemptionCode);
    expect(codeOf(activities.redeemCode(maria, 'NATAL2025'))).toBe(Code.expiredRedemptionCode);
    expect(codeOf(activities.redeemCode(maria, 'NAOEXISTE'))).toBe(Code.invalidRedemptionCode);
    expect(activities.redemptionHistory(demo()).records.map((r) => r.code)).toEqual([
      'VITRINE10',
      'BEMVINDO5',
    ]);
  });

  it('activity bonus: a waiting reward is paid once and the badge count drops', () => {
    const waiting = () =>
      activities.participations(demo()).filter((p) => p.participationStatus === 1);
    // VIP, envelopes, lucky envelope, wheel and check-in; not the daily cashback, which is
    // credited by itself and so never waits for a claim.
    expect(waiting()).toHaveLength(5);
    const id = waiting()[0]!.activityId;
    const amount = activities.activityBonusAmount(id);
    expect(activities.claimActivityBonus(demo(), id)).toEqual({
      ok: true,
      data: { amount, currency: 'BRL' },
    });
    expect(waiting()).toHaveLength(4);
    expect(codeOf(activities.claimActivityBonus(demo(), id))).toBe(Code.alreadyClaimed);
    // In progress (2), nothing waiting yet; unknown activity.
    expect(codeOf(activities.claimActivityBonus(demo(), 3006))).toBe(Code.nothingToClaim);
    expect(codeOf(activities.claimActivityBonus(demo(), 1))).toBe(Code.unknownActivity);
  });

  it("claims on an activity's own page or pop-up take it off the header badge", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 0));
    const waiting = () =>
      activities
        .participations(demo())
        .filter((p) => p.participationStatus === 1)
        .map((p) => p.activityId);
    const idOf = (type: number) =>
      activities.activityList(new URLSearchParams(), demo()).find((a) => a.type === type)!.id;
    expect(waiting()).toHaveLength(5);
    activities.openRedEnvelope(demo(), { redNumber: 'RE-1' });
    expect(waiting()).not.toContain(idOf(4));
    const packet = activities.newRedPacket(demo());
    activities.receiveNewRedPacket(demo(), { redNumber: packet.redNumber });
    expect(waiting()).not.toContain(idOf(39));
    activities.signToday(demo());
    expect(waiting()).not.toContain(idOf(21));
    // The VIP club still waits while one of its rewards is unclaimed.
    activities.receiveVip(demo(), 'day');
    const vipLeft = activities.vipRewards(demo()).some((r) => !r.received && r.amount > 0);
    expect(waiting().includes(idOf(3))).toBe(vipLeft);
    // Still taking part (2), not finished: the activity keeps its place in the lists.
    expect(
      activities.participations(demo()).find((p) => p.activityId === idOf(21))?.participationStatus,
    ).toBe(2);
  });

  it('red envelope and new red packet open once; VIP rebates once; invite rewards up to what was earned', () => {
    expect(activities.openRedEnvelope(demo(), { redNumber: 'RE-1' })).toMatchObject({ ok: true });
    expect(codeOf(activities.openRedEnvelope(demo(), { redNumber: 'RE-1' }))).toBe(
      Code.alreadyClaimed,
    );
    const packet = activities.newRedPacket(demo());
    expect(activities.receiveNewRedPacket(demo(), { redNumber: packet.redNumber })).toEqual({
      ok: true,
      data: { amount: 7.77, currency: 'BRL' },
    });
    expect(activities.newRedPacket(demo())).toMatchObject({ status: 2, redEnvelopesStatus: 2 });
    expect(codeOf(activities.receiveNewRedPacket(demo(), { redNumber: packet.redNumber }))).toBe(
      Code.alreadyClaimed,
    );
    expect(activities.receiveVip(demo(), 'day')).toEqual({
      ok: true,
      data: { amount: 12.34, currency: 'BRL' },
    });
    expect(codeOf(activities.receiveVip(demo(), 'day'))).toBe(Code.alreadyClaimed);
    expect(codeOf(activities.receiveVip(demo(), 'month'))).toBe(Code.nothingToClaim);
    expect(activities.inviteRewards(demo()).available).toBe(180);
    expect(codeOf(activities.withdrawInviteRewards(demo(), { amount: 200 }))).toBe(
      Code.insufficientBalance,
    );
    expect(activities.withdrawInviteRewards(demo(), { amount: 180 })).toMatchObject({ ok: true });
    expect(codeOf(activities.withdrawInviteRewards(demo(), { amount: 1 }))).toBe(
      Code.nothingToClaim,
    );
  });
});

describe('what visitors see (spec 6)', () => {
  it('only loginShow 1, never a hidden type, and no participation', () => {
    const list = activities.activityList(new URLSearchParams(), null);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.loginShow === 1)).toBe(true);
    expect(list.some((a) => [1, 2, 10, 32, 35, 36, 37].includes(a.type))).toBe(false);
    expect(list.every((a) => a.participationStatus === 0)).toBe(true);
    const mine = activities.activityList(new URLSearchParams(), demo());
    expect(mine.length).toBeGreaterThan(list.length);
  });

  it('filters by category and type (type 14 for the id/loginShow list)', () => {
    const scratch = activities.activityList(new URLSearchParams('type=14'), null);
    expect(scratch.map((a) => [a.id, a.loginShow])).toEqual([[3014, 1]]);
    const daily = activities.activityList(new URLSearchParams('category=4'), demo());
    expect(daily.every((a) => a.category === 4)).toBe(true);
  });
});

describe('countdowns keep time (the seed measures them from FIXED_NOW)', () => {
  const at = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW + ms);
  };

  it('the new red packet, its head and its round list agree, and go down with the clock', () => {
    at(0);
    const first = activities.newRedPacket(demo()).countDown;
    expect(activities.newRedPacketHead(demo()).countDown).toBe(first);
    expect(activities.newRedPacketList(demo())[0]?.countDown).toBe(first);
    at(60_000);
    // Read again a minute later (a navigation, the pop-up opened again): a minute less, not anew.
    expect(activities.newRedPacket(demo()).countDown).toBe(first - 60_000);
    expect(activities.newRedPacketList(demo())[1]?.countDown).toBe(6 * HOUR - 60_000);
  });

  it('the red envelope goes down with the clock and stops at zero', () => {
    at(0);
    const first = activities.redEnvelope(demo()).countDown;
    expect(first).toBeGreaterThan(0);
    at(30_000);
    expect(activities.redEnvelope(demo()).countDown).toBe(first - 30_000);
    at(first + 5 * 60_000);
    expect(activities.redEnvelope(demo()).countDown).toBe(0);
  });
});
