import { useDeferredValue, useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { isApiError, type ApiError } from './errors';
import type { GetCall } from './http';

/** HOUSE_STYLE: data hooks return one status, not three booleans. */
export type ResourceStatus = 'loading' | 'empty' | 'error' | 'ready';

export type Resource<T> = {
  status: ResourceStatus;
  /** The last good data (kept while revalidating or after a failed refresh). */
  data: T | undefined;
  error: ApiError | undefined;
  /** True while a refresh runs on top of data already shown. */
  refreshing: boolean;
  /** Fetches again (the retry button of error states). */
  retry: () => void;
};

type ResourceOptions<T> = SWRConfiguration<T, ApiError> & {
  /** What counts as "nothing to show"; default: an empty array or null. */
  isEmpty?: (data: T) => boolean;
  /**
   * false: every answer is shown in the render that receives it. For a short list the player
   * has just changed (a saved withdrawal account): drawn in the background, the old list (even
   * "none saved") would show for a moment after the change, longer on a busy phone.
   */
  defer?: boolean;
};

const defaultIsEmpty = (data: unknown) =>
  data === null || data === undefined || (Array.isArray(data) && data.length === 0);

/**
 * Reads a GET endpoint through SWR; the SWR key is the request path (HOUSE_STYLE), so the mock
 * handler and the cache agree on it. Pass `args === null` to skip fetching (e.g. logged out).
 */
export function useResource<R, A extends object | void>(
  call: GetCall<A, R>,
  args: A | null,
  { isEmpty = defaultIsEmpty, defer = true, ...config }: ResourceOptions<R> = {},
): Resource<R> {
  const key = args === null ? null : call.key(args);
  const { data, error, isValidating, mutate } = useSWR<R, ApiError>(
    key,
    () => fetchForCurrentSession(() => call(args as A)),
    config,
  );
  // An answer for the same key is drawn in a background render React can pause for a tap: SWR
  // reports it through useSyncExternalStore, whose updates render synchronously, and a lobby answer
  // (about a hundred game tiles) would otherwise hold the main thread in one long task. A new key
  // is never shown the previous key's data: it reads SWR's state for itself at once.
  const now = useMemo(() => ({ key, data, error }), [key, data, error]);
  const deferred = useDeferredValue(now);
  const shown = defer && deferred.key === key ? deferred : now;
  let status: ResourceStatus;
  if (shown.data !== undefined) status = isEmpty(shown.data) ? 'empty' : 'ready';
  else if (shown.error) status = 'error';
  else status = 'loading';
  return {
    status: key === null ? 'empty' : status,
    data: shown.data,
    error: shown.error,
    refreshing: shown.data !== undefined && isValidating,
    retry: () => void mutate(),
  };
}

/**
 * Fetches once more when the reply was dropped because the session changed while it was out
 * (kind 'stale', http.ts): the same path now belongs to the new session, which should see its
 * own answer rather than an error.
 */
export async function fetchForCurrentSession<R>(load: () => Promise<R>): Promise<R> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.kind === 'stale') return load();
    throw error;
  }
}
