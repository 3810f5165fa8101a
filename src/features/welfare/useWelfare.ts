import { useState } from 'react';
import {
  getMyRewards,
  getPromoteDashboard,
  getRealTimeRewards,
  withdrawToWallet,
} from '../../api/activities';
import type { ClaimResult, MyRewards, PromoteDashboard, RealTimeReward } from '../../api/contract';
import { useQuietResource, type QuietResource } from '../../api/useQuietResource';
import { useScopedMutate } from '../../api/useScopedMutate';
import { t } from '../../i18n/t';
import { useSession } from '../../state/session';
import { claimOnce } from '../activities';
import { refusalReason, transferAmount, transferIntent } from './welfareRules';

export type Welfare = {
  /** A logged-in player; a visitor's page sends no call that needs a session (spec 6). */
  player: boolean;
  /** myRewards: earned, moved, available (CHOICE MyRewards). */
  rewards: QuietResource<MyRewards>;
  /** realTimeRewards: the latest rewards, newest first; 'empty' when there are none. */
  live: QuietResource<RealTimeReward[]>;
  /** dashboard: the invite figures (CHOICE PromoteDashboard). */
  dashboard: QuietResource<PromoteDashboard>;
  /** Reads the three again (after a transfer, whatever its answer). */
  refresh: () => Promise<unknown>;
};

const never = () => false;

/**
 * The welfare centre's reads (spec 7 "real-time rewards; my rewards; dashboard data"), each
 * silent with its own failure and retry in place (spec 8 "unless the call supplies its own
 * failure handler"). The SWR keys are the request paths: logging in on the page reads them.
 */
export function useWelfare(): Welfare {
  const { token } = useSession();
  const player = token !== '';
  const args = player ? undefined : null;
  const rewards = useQuietResource(getMyRewards, args, never);
  const live = useQuietResource(getRealTimeRewards, args);
  const dashboard = useQuietResource(getPromoteDashboard, args, never);
  const mutate = useScopedMutate();
  return {
    player,
    rewards,
    live,
    dashboard,
    refresh: () =>
      Promise.all(
        [getMyRewards.key(), getRealTimeRewards.key(), getPromoteDashboard.key()].map((key) =>
          mutate(key),
        ),
      ),
  };
}

export type Transfer =
  | { status: 'idle' }
  | { status: 'sending'; amount: number }
  | { status: 'done'; result: ClaimResult; before: MyRewards | undefined }
  | { status: 'refused'; reason: string };

export type WelfareTransfer = {
  state: Transfer;
  /** What a tap sends now: everything available (welfareRules.ts `transferAmount`). */
  amount: number;
  /** The button takes a tap: something to move, nothing in flight, the balance is current. */
  enabled: boolean;
  send: () => void;
};

/**
 * "Transferir para a carteira" (spec 7 withdrawToWallet) as a money action through `claimOnce`
 * (features/activities): one request per intent however many taps, with its Idempotency-Key;
 * on success the wallet chip and the reminder badge refresh. Whatever the answer the page's
 * numbers are read again; until the new balance arrives after a success the button stays off,
 * so a tap on the old figure cannot start a second transfer. A refusal is kept for the page to
 * explain in place (no toast).
 */
export function useWelfareTransfer(welfare: Welfare): WelfareTransfer {
  const [state, setState] = useState<Transfer>({ status: 'idle' });
  const current = welfare.rewards.data;
  const amount = transferAmount(current);
  const stale = state.status === 'done' && state.before === current;
  const enabled = welfare.player && amount > 0 && state.status !== 'sending' && !stale;
  const send = () => {
    if (!enabled) return;
    setState({ status: 'sending', amount });
    claimOnce(transferIntent(amount), (idempotencyKey) =>
      withdrawToWallet({ amount }, { idempotencyKey, silent: true }),
    ).then(
      (result) => {
        setState({ status: 'done', result, before: current });
        void welfare.refresh();
      },
      (error: unknown) => {
        setState({ status: 'refused', reason: refusalReason(error, t('api.error.generic')) });
        void welfare.refresh();
      },
    );
  };
  return { state, amount, enabled, send };
}
