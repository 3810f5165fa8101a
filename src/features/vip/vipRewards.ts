import { useState } from 'react';
import { receiveVipReward } from '../../api/activities';
import type { ClaimResult, VipLevel, VipReceiveKind, VipReward } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { t } from '../../i18n/t';
import { claimOnce } from '../activities';

/*
 * The VIP rewards (spec 7 "VIP receive calls (member level, day, week, month rebate)"). Spec 2
 * sends the type 3 activity icon to /viprule, so they are claimed on the VIP page. What each pays
 * now comes on the memberLevel page's current row (contract VipReward CHOICE).
 */

/** The card's order: the level-up bonus, then the rebates from the shortest period. */
export const VIP_REWARD_KINDS: readonly VipReceiveKind[] = ['memberLevel', 'day', 'week', 'month'];

export type VipRewardState = 'available' | 'claimed' | 'none';

/** Taken, something to take, or nothing yet (an amount of 0 not taken). */
export function vipRewardState(reward: VipReward): VipRewardState {
  if (reward.received) return 'claimed';
  return reward.amount > 0 ? 'available' : 'none';
}

/**
 * The player's four rewards in the card's order, from their level's row; null when the server
 * sent none (the card is then left out: nothing is known to claim). A kind the server left
 * out reads as nothing yet.
 */
export function vipRewardsOf(current: VipLevel | null): VipReward[] | null {
  const rewards = current?.rewards;
  if (!rewards) return null;
  return VIP_REWARD_KINDS.map(
    (kind) => rewards.find((r) => r.kind === kind) ?? { kind, amount: 0, received: false },
  );
}

export type VipRewardPreview = { upgradeBonus: number; rebateRate: number };

/**
 * What a visitor could get (spec 6: they see, and are asked to register): the smallest
 * level-up bonus and rebate rate the club pays (0 when none). "A partir de" needs only the
 * lowest levels, which the first public page always holds (levels come lowest first), so the
 * visitor's paging (spec 9) is left to the carousel.
 */
export function vipRewardPreview(levels: readonly VipLevel[]): VipRewardPreview {
  const lowest = (values: number[]) => {
    const paying = values.filter((v) => v > 0);
    return paying.length > 0 ? Math.min(...paying) : 0;
  };
  return {
    upgradeBonus: lowest(levels.map((l) => l.upgradeBonus ?? 0)),
    rebateRate: lowest(levels.map((l) => l.rebateRate)),
  };
}

/**
 * Receives VIP reward `kind` (POST vip receive) as a money action: one request per intent
 * however many taps, with its Idempotency-Key; then the wallet and the reminder badge are read
 * again (claimOnce). Silent: a refusal is said in the reward's row.
 */
export function claimVipReward(kind: VipReceiveKind): Promise<ClaimResult> {
  return claimOnce(`claim:vip:${kind}`, (idempotencyKey) =>
    receiveVipReward(kind, { idempotencyKey, silent: true }),
  );
}

export type VipClaim =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'won'; result: ClaimResult }
  | { status: 'refused'; message: string };

/**
 * One reward's claim and its state; whatever the answer the levels are read again (`refresh`):
 * after a win the row reads claimed, after a refusal the server knows better.
 */
export function useVipClaim(kind: VipReceiveKind, refresh: () => void): [VipClaim, () => void] {
  const [claim, setClaim] = useState<VipClaim>({ status: 'idle' });
  const send = () => {
    setClaim({ status: 'sending' });
    claimVipReward(kind).then(
      (result) => {
        setClaim({ status: 'won', result });
        refresh();
      },
      (error: unknown) => {
        setClaim({
          status: 'refused',
          message: isApiError(error) ? error.message : t('api.error.generic'),
        });
        refresh();
      },
    );
  };
  return [claim, send];
}
