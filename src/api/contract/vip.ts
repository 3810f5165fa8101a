/*
 * VIP levels and their rewards (spec 7).
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { VipReceiveKind } from './activities';

/** CHOICE: a VIP level row (vipLevel and memberLevel pages). */
export type VipLevel = {
  level: number;
  name: string;
  /** Total bet that reaches the level. */
  requiredBet: number;
  /** Bet rebate, in percent. */
  rebateRate: number;
  /** CHOICE (optional, the mock answers them): the level's other condition and benefits. */
  requiredDeposit?: number;
  upgradeBonus?: number;
  weeklyBonus?: number;
  monthlyBonus?: number;
  dailyWithdrawLimit?: number;
  /**
   * memberLevel only (CHOICE): the player's level is `current`, and that row carries the
   * player's running totals, from which the progress to the next level is read.
   */
  current?: boolean;
  totalBet?: number;
  totalDeposit?: number;
  /** memberLevel's current row only (CHOICE): the four VIP rewards (VipReward). */
  rewards?: VipReward[];
};

/**
 * CHOICE: what one VIP receive call (spec 7 "VIP receive calls") pays the player now, read on the
 * memberLevel page's current row (`VipLevel.rewards`): `memberLevel` the level-up bonus of their
 * level (once per level), `day`, `week` and `month` the rebates of the period (once per period).
 * `amount` 0 and not `received`: nothing to take yet.
 */
export type VipReward = { kind: VipReceiveKind; amount: number; received: boolean };
