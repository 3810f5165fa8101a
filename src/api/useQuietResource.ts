import useSWR from 'swr';
import type { ApiError } from './errors';
import type { GetCall } from './http';
import { fetchForCurrentSession, type Resource, type ResourceStatus } from './useResource';

/** A resource with its retry in flight (the retry button shows a spinner). */
export type QuietResource<T> = Resource<T> & { retrying: boolean };

/**
 * Reads a GET endpoint through SWR like `useResource` (the SWR key is the request path; `args`
 * null fetches nothing and reads as 'empty'), but silently: these pages show a failure in place
 * with a retry (spec 8 "unless the call supplies its own failure handler"), so no toast repeats
 * it, and SWR does not retry behind the player's back. Session codes and maintenance are
 * handled as on every call.
 */
export function useQuietResource<R, A extends object | void>(
  call: GetCall<A, R>,
  args: A | null,
  isEmpty: (data: R) => boolean = (data) => Array.isArray(data) && data.length === 0,
): QuietResource<R> {
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
