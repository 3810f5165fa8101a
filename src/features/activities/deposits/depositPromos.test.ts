import { describe, expect, it } from 'vitest';
import type { TotalPayActivity } from '../../../api/contract';
import {
  currentFirstPaySet,
  firstPaySets,
  nextTier,
  redPacketRounds,
  totalPayPhase,
  totalPayTiers,
} from './depositPromos';

const AT = Date.UTC(2026, 10, 22, 15);
const activity = (over: Partial<TotalPayActivity> = {}): TotalPayActivity => ({
  totalPay: 3200,
  currency: 'BRL',
  tiers: [
    { amount: 2000, reward: 88 },
    { amount: 100, reward: 5 },
    { amount: 10_000, reward: 388 },
    { amount: 500, reward: 20 },
  ],
  receivedAmounts: [100],
  receivable: 108,
  validEndTime: AT + 1000,
  ...over,
});

describe('type 37 accumulated deposit tiers', () => {
  it('orders the tiers and marks received, claimable and locked ones', () => {
    expect(totalPayTiers(activity(), AT).map((t) => `${t.amount}:${t.state}`)).toEqual([
      '100:received',
      '500:claimable',
      '2000:claimable',
      '10000:locked',
    ]);
    expect(totalPayPhase(totalPayTiers(activity(), AT))).toBe('claimable');
  });

  it('a tier reached exactly is claimable; nothing reached is in progress', () => {
    const tiers = totalPayTiers(activity({ totalPay: 500, receivedAmounts: [] }), AT);
    expect(tiers[1]?.state).toBe('claimable');
    const none = totalPayTiers(activity({ totalPay: 0, receivedAmounts: [] }), AT);
    expect(totalPayPhase(none)).toBe('inProgress');
  });

  it('once the window closed every tier not received is expired', () => {
    const tiers = totalPayTiers(activity(), AT + 1001);
    expect(tiers.map((t) => t.state)).toEqual(['received', 'expired', 'expired', 'expired']);
    expect(totalPayPhase(tiers)).toBe('expired');
  });

  it('every tier received is finished', () => {
    const all = activity({ totalPay: 20_000, receivedAmounts: [100, 500, 2000, 10_000] });
    expect(totalPayPhase(totalPayTiers(all, AT))).toBe('finished');
    expect(nextTier(all)).toBeNull();
  });

  it('the next tier: what is missing (in cents) and the floored percent', () => {
    expect(nextTier(activity())).toEqual({
      amount: 10_000,
      reward: 388,
      missing: 6800,
      percent: 32,
    });
    expect(nextTier(activity({ totalPay: 1999.9 }))?.missing).toBe(0.1);
    expect(nextTier(activity({ totalPay: -5 }))?.percent).toBe(0);
  });
});

describe('type 7 first-pay limited-time sets (spec 3, 4)', () => {
  const SETS = [
    { tl: 1440, rr: 20 },
    { tl: 30, rr: 100 },
    { tl: 120, rr: 50 },
  ];
  const registered = AT - 20 * 60_000;

  it('each set runs tl minutes from registration; the first open one is current', () => {
    const sets = firstPaySets(SETS, registered, AT);
    expect(sets.map((s) => [s.tl, s.deadline, s.open])).toEqual([
      [30, registered + 30 * 60_000, true],
      [120, registered + 120 * 60_000, true],
      [1440, registered + 1440 * 60_000, true],
    ]);
    expect(currentFirstPaySet(sets)?.tl).toBe(30);
  });

  it('a set whose deadline passed is closed; after the largest there is no current set', () => {
    expect(currentFirstPaySet(firstPaySets(SETS, registered, registered + 31 * 60_000))?.tl).toBe(
      120,
    );
    const after = firstPaySets(SETS, registered, registered + 1440 * 60_000);
    expect(after.every((s) => !s.open)).toBe(true);
    expect(currentFirstPaySet(after)).toBeNull();
  });

  it('without a registration time the sets have no deadline; bad tl values are dropped', () => {
    const sets = firstPaySets([...SETS, { tl: 0 }, { tl: Number.NaN }], null, AT);
    expect(sets.map((s) => s.deadline)).toEqual([null, null, null]);
    expect(sets.every((s) => s.open)).toBe(true);
  });
});

describe('type 39 rounds of the day', () => {
  it('joins the list with the distribution by round time, in time order', () => {
    const rows = redPacketRounds(
      [
        { roundTime: '18:00', redEnvelopesStatus: 0, countDown: 1 },
        { roundTime: '12:00', redEnvelopesStatus: 1, countDown: 1 },
        { roundTime: '23:00', redEnvelopesStatus: 9, countDown: 1 },
      ],
      [
        { roundTime: '12:00', totalAmount: 5000, packetCount: 1000, currency: 'BRL' },
        { roundTime: '18:00', totalAmount: 8000, packetCount: 1500, currency: 'BRL' },
      ],
    );
    expect(rows).toEqual([
      { roundTime: '12:00', state: 'open', totalAmount: 5000, packetCount: 1000, currency: 'BRL' },
      {
        roundTime: '18:00',
        state: 'waiting',
        totalAmount: 8000,
        packetCount: 1500,
        currency: 'BRL',
      },
      { roundTime: '23:00', state: 'ended', totalAmount: null, packetCount: null, currency: 'BRL' },
    ]);
  });
});
