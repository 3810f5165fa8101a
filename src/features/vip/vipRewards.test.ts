import { describe, expect, it } from 'vitest';
import { VIP_LEVELS } from '../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { Code } from '../../../mocks/world/codes';
import { getMemberLevels } from '../../api/vip';
import type { VipLevel } from '../../api/contract';
import { setSession } from '../../state/session';
import { refreshWallet, walletState } from '../../state/wallet';
import { currentLevelOf } from './vipLevels';
import { claimVipReward, vipRewardPreview, vipRewardsOf, vipRewardState } from './vipRewards';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as { code?: number; message: string },
  );

const row = (over: Partial<VipLevel> = {}): VipLevel => ({
  level: 3,
  name: 'VIP 3',
  requiredBet: 2e4,
  rebateRate: 0.4,
  ...over,
});

async function demoRewards() {
  const page = await getMemberLevels({ pageNum: 1, pageSize: 1000 });
  return vipRewardsOf(currentLevelOf(page.list));
}

describe('vipRewardState', () => {
  it('taken, something to take, or nothing yet', () => {
    expect(vipRewardState({ kind: 'day', amount: 12.34, received: true })).toBe('claimed');
    expect(vipRewardState({ kind: 'day', amount: 12.34, received: false })).toBe('available');
    expect(vipRewardState({ kind: 'month', amount: 0, received: false })).toBe('none');
  });
});

describe('vipRewardsOf', () => {
  it('no level, or a row without rewards: nothing is known (null)', () => {
    expect(vipRewardsOf(null)).toBeNull();
    expect(vipRewardsOf(row())).toBeNull();
  });
  it('puts the four kinds in the card order; a kind left out reads as nothing yet', () => {
    const rewards = vipRewardsOf(
      row({
        rewards: [
          { kind: 'month', amount: 3, received: false },
          { kind: 'memberLevel', amount: 58, received: true },
        ],
      }),
    );
    expect(rewards).toEqual([
      { kind: 'memberLevel', amount: 58, received: true },
      { kind: 'day', amount: 0, received: false },
      { kind: 'week', amount: 0, received: false },
      { kind: 'month', amount: 3, received: false },
    ]);
  });
});

describe('vipRewardPreview (spec 6: what a visitor could get)', () => {
  it('the smallest level-up bonus and rebate rate the club pays, from the first page alone', () => {
    expect(vipRewardPreview(VIP_LEVELS)).toEqual({ upgradeBonus: 5, rebateRate: 0.1 });
    expect(vipRewardPreview(VIP_LEVELS.slice(0, 10))).toEqual(vipRewardPreview(VIP_LEVELS));
    expect(
      vipRewardPreview([
        row({ upgradeBonus: 0 }),
        row({ level: 4, rebateRate: 0.5, upgradeBonus: 128 }),
      ]),
    ).toEqual({ upgradeBonus: 128, rebateRate: 0.4 });
    expect(vipRewardPreview([])).toEqual({ upgradeBonus: 0, rebateRate: 0 });
  });
});

describe('the demo player’s VIP rewards (memberLevel current row, CHOICE VipReward)', () => {
  it('VIP 3: level-up R$ 58,00, day R$ 12,34, week R$ 58,10 to take, no month rebate yet', async () => {
    setSession(DEMO_ACCOUNT.info);
    expect(await demoRewards()).toEqual([
      { kind: 'memberLevel', amount: 58, received: false },
      { kind: 'day', amount: 12.34, received: false },
      { kind: 'week', amount: 58.1, received: false },
      { kind: 'month', amount: 0, received: false },
    ]);
  });

  it('a claim (taps in a burst send one) credits the wallet; the row then reads claimed', async () => {
    setSession(DEMO_ACCOUNT.info);
    await refreshWallet();
    const before = walletState.total;
    const results = await Promise.all([claimVipReward('day'), claimVipReward('day')]);
    expect(results).toEqual([
      { amount: 12.34, currency: 'BRL' },
      { amount: 12.34, currency: 'BRL' },
    ]);
    await expect.poll(() => walletState.total).toBeCloseTo(before + 12.34, 2);
    const rewards = await demoRewards();
    expect(rewards?.find((r) => r.kind === 'day')).toEqual({
      kind: 'day',
      amount: 12.34,
      received: true,
    });
    expect(rewards?.find((r) => r.kind === 'week')?.received).toBe(false);
  });

  it('a second claim is refused (3001); nothing to take is refused (3002)', async () => {
    setSession(DEMO_ACCOUNT.info);
    await claimVipReward('memberLevel');
    expect((await failure(claimVipReward('memberLevel'))).code).toBe(Code.alreadyClaimed);
    expect((await failure(claimVipReward('month'))).code).toBe(Code.nothingToClaim);
  });
});
