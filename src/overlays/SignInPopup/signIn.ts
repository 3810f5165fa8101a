import useSWR from 'swr';
import { getSevenDaySign, signToday } from '../../api/activity';
import type { ClaimResult, SevenDaySignDetail, SignDay } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { moneyAction } from '../../api/idempotency';
import { loadParticipations } from '../../state/activity';
import { refreshWallet } from '../../state/wallet';

/** What the sign-in pop-up shows, derived from the server's detail. */
export type SignInView = {
  days: readonly SignDay[];
  /** Days signed in a row, today included once signed. */
  signedDays: number;
  todaySigned: boolean;
  /** The reward of today's check-in (still to take, or taken today); null when there is none. */
  todayReward: number | null;
  /** Whether "Fazer check-in" may be sent. */
  canClaim: boolean;
  currency: string;
  chestReward: number;
};

/**
 * Reads the seven-day detail: today's day is the one the server marks 2 (can sign); once
 * signed, it is the last signed day. Claimable only while today is not signed and a day waits.
 */
export function signInView(detail: SevenDaySignDetail): SignInView {
  const waiting = detail.days.find((d) => d.status === 2);
  const signedToday = detail.todaySigned
    ? detail.days.find((d) => d.day === detail.signedDays)
    : undefined;
  const today = detail.todaySigned ? signedToday : waiting;
  return {
    days: detail.days,
    signedDays: detail.signedDays,
    todaySigned: detail.todaySigned,
    todayReward: today?.reward ?? null,
    canClaim: !detail.todaySigned && waiting !== undefined,
    currency: detail.currency,
    chestReward: detail.chestReward,
  };
}

export type SignInDetail = {
  status: 'loading' | 'error' | 'ready';
  data: SevenDaySignDetail | undefined;
  error: ApiError | undefined;
  /** A retry (or a refresh after a claim) is in flight. */
  validating: boolean;
  /** Fetches the detail again (retry, and after a claim). */
  refresh: () => Promise<unknown>;
};

// The pop-up shows a failure in place, with its own retry: no toast on top (spec 8 "unless
// the call supplies its own failure handler").
const quiet = () => undefined;

/** The sign-in detail of the logged-in player (GET sevenDaySign/detail); `enabled` false skips it. */
export function useSignInDetail(enabled: boolean): SignInDetail {
  const { data, error, isValidating, mutate } = useSWR<SevenDaySignDetail, ApiError>(
    enabled ? getSevenDaySign.key() : null,
    () => getSevenDaySign(undefined, { onFailure: quiet }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    status: data !== undefined ? 'ready' : error ? 'error' : 'loading',
    data,
    error,
    validating: isValidating,
    refresh: () => mutate(),
  };
}

/**
 * Today's check-in (POST daySign), a money action: a double tap or a retry sends it once per
 * intent (`moneyAction`, with its Idempotency-Key). On success the wallet and the activity
 * reminder count are refreshed. A refusal rejects with the ApiError and shows no toast: the
 * pop-up shows the server's message in place.
 */
export function claimSignIn(activityId: number): Promise<ClaimResult> {
  return moneyAction(`claim:signIn:${activityId}`, async (idempotencyKey) => {
    const result = await signToday({}, { idempotencyKey, onFailure: quiet });
    void refreshWallet();
    void loadParticipations();
    return result;
  });
}
