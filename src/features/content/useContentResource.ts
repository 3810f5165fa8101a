import useSWR from 'swr';
import type { ApiError } from '../../api/errors';
import type { GetCall } from '../../api/http';
import { fetchForCurrentSession, type Resource, type ResourceStatus } from '../../api/useResource';

/** A content resource, with its retry in flight (the retry button shows a spinner). */
export type ContentResource<T> = Resource<T> & { retrying: boolean };

/**
 * Reads a back-office content call (article list, article, business config) through SWR, keyed
 * by the request path like `useResource`, but silently: these pages show a failure in place
 * with a retry (spec 8: "unless the call supplies its own failure handler"), so no toast repeats
 * it. `args` null fetches nothing and reads as 'empty'. Content changes rarely: no refetch on
 * focus, no retry behind the player's back.
 */
export function useContentResource<R, A extends object | void>(
  call: GetCall<A, R>,
  args: A | null,
  isEmpty: (data: R) => boolean = (data) => Array.isArray(data) && data.length === 0,
): ContentResource<R> {
  const key = args === null ? null : call.key(args);
  const { data, error, isValidating, mutate } = useSWR<R, ApiError>(
    key,
    () => fetchForCurrentSession(() => call(args as A, { silent: true })),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  let status: ResourceStatus;
  if (key === null) status = 'empty';
  else if (data !== undefined) status = isEmpty(data) ? 'empty' : 'ready';
  else if (error) status = 'error';
  else status = 'loading';
  return {
    status,
    data,
    error,
    refreshing: data !== undefined && isValidating,
    retrying: error !== undefined && isValidating,
    retry: () => void mutate(),
  };
}
