import { getSevenDaySign, signToday } from '../../api/activities';
import type { ClaimResult, SevenDaySignDetail, SignDay } from '../../api/contract';
import {
  claimOnce,
  usePopupDetail,
  type PopupDetail,
} from '../../features/activities/activityClaim';

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
  /** The week's chest was opened already. */
  chestOpened: boolean;
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
    chestOpened: detail.chestOpened,
  };
}

/** The sign-in detail of the logged-in player (GET sevenDaySign/detail); `enabled` false skips it. */
export function useSignInDetail(enabled: boolean): PopupDetail<SevenDaySignDetail> {
  return usePopupDetail(enabled ? getSevenDaySign.key() : null, () =>
    getSevenDaySign(undefined, { silent: true }),
  );
}

/**
 * Today's check-in (POST daySign), a money action: a double tap or a retry sends it once per
 * intent (`moneyAction`, with its Idempotency-Key). On success the wallet and the activity
 * reminder count are refreshed. A refusal rejects with the ApiError and shows no toast: the
 * pop-up shows the server's message in place.
 */
export function claimSignIn(activityId: number): Promise<ClaimResult> {
  return claimOnce(`claim:signIn:${activityId}`, (idempotencyKey) =>
    signToday({}, { idempotencyKey, silent: true }),
  );
}
