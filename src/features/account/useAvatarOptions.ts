import useSWR from 'swr';
import { getUserAvatars } from '../../api/account';
import type { ApiError } from '../../api/errors';
import { fetchForCurrentSession, type ResourceStatus } from '../../api/useResource';

export type AvatarOptions = {
  status: ResourceStatus;
  options: readonly string[];
  /** A retry after a failure is in flight (the retry button shows it is busy). */
  retrying: boolean;
  retry: () => void;
};

const load = () => fetchForCurrentSession(() => getUserAvatars(undefined, { silent: true }));

/**
 * The pictures a player may pick (spec 7 GET userAvatar; CHOICE: a list of image URLs). Silent:
 * the picker shows a failure in place, with a retry, instead of a toast over the form.
 */
export function useAvatarOptions(): AvatarOptions {
  const { data, error, isValidating, mutate } = useSWR<string[], ApiError>(
    getUserAvatars.key(),
    load,
    { revalidateOnFocus: false },
  );
  let status: ResourceStatus;
  if (data !== undefined) status = data.length === 0 ? 'empty' : 'ready';
  else status = error ? 'error' : 'loading';
  return {
    status,
    options: data ?? [],
    retrying: error !== undefined && isValidating,
    retry: () => void mutate(),
  };
}
