import useSWR from 'swr';
import { getInviteFriendsRes } from '../../api/account';
import type { InviteFriendsRes } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { fetchForCurrentSession, type ResourceStatus } from '../../api/useResource';

export type InviteSummary = {
  /** loading, error (nothing to show) or ready; a summary is never "empty" (zeros are data). */
  status: Exclude<ResourceStatus, 'empty'>;
  data: InviteFriendsRes | undefined;
  error: ApiError | undefined;
  retrying: boolean;
  retry: () => void;
};

/**
 * The player's invite rewards (spec 7 getInviteFriendsRes), read silently: the page shows a
 * failure in place with a retry (spec 8 "unless the call supplies its own failure handler").
 */
export function useInviteSummary(): InviteSummary {
  const { data, error, isValidating, mutate } = useSWR<InviteFriendsRes, ApiError>(
    getInviteFriendsRes.key(),
    () => fetchForCurrentSession(() => getInviteFriendsRes(undefined, { silent: true })),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  let status: InviteSummary['status'] = 'loading';
  if (data !== undefined) status = 'ready';
  else if (error) status = 'error';
  return {
    status,
    data,
    error,
    retrying: error !== undefined && isValidating,
    retry: () => void mutate(),
  };
}
