import useSWR from 'swr';
import type { ClaimResult } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { moneyAction } from '../../api/idempotency';
import { loadParticipations } from './reminder';
import { refreshWallet } from '../../state/wallet';

/*
 * The data side the activity pop-ups share (sign-in, new red packet, red packet; the views are
 * in activityPopup.tsx): their detail read, and their claim as a money action.
 */

/** A pop-up's detail as its body (activityPopup.tsx `ActivityPopupBody`) reads it. */
export type PopupDetail<T> = {
  status: 'loading' | 'error' | 'ready';
  data: T | undefined;
  error: ApiError | undefined;
  /** A retry (or a refresh after a claim) is in flight. */
  validating: boolean;
  /** Reads the detail again: retry, after a claim, when a countdown ends (spec 4). */
  refresh: () => Promise<unknown>;
};

/**
 * Reads a pop-up's detail through SWR under `key` (null skips it); no focus revalidation and no
 * automatic retry: the pop-up offers its own.
 */
export function usePopupDetail<T>(
  key: string | readonly unknown[] | null,
  load: () => Promise<T>,
): PopupDetail<T> {
  const { data, error, isValidating, mutate } = useSWR<T, ApiError>(key, load, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    status: data !== undefined ? 'ready' : error ? 'error' : 'loading',
    data,
    error,
    validating: isValidating,
    refresh: () => mutate(),
  };
}

/**
 * A claim as a money action: a double tap or a retry sends it once per `intent` (`moneyAction`,
 * with its Idempotency-Key). On success the wallet and the activity reminder count are
 * refreshed. A refusal rejects with the ApiError (no toast: `send` should pass `silent`, the pop-up shows it in place).
 */
export function claimOnce<R extends ClaimResult = ClaimResult>(
  intent: string,
  send: (idempotencyKey: string) => Promise<R>,
): Promise<R> {
  return moneyAction(intent, async (idempotencyKey) => {
    const result = await send(idempotencyKey);
    void refreshWallet();
    void loadParticipations();
    return result;
  });
}
