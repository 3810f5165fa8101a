import { useEffect } from 'react';
import useSWR from 'swr';
import type { UserInfo } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { getMemberInfo } from '../../api/session';
import { fetchForCurrentSession } from '../../api/useResource';
import { sessionState, setUserInfo, useSession } from '../../state/session';

export type AccountUser = {
  /** `loading` until the user info is known, `error` when asking for it failed. */
  status: 'loading' | 'error' | 'ready';
  user: Readonly<UserInfo> | null;
  /** A retry is in flight (the error state's button shows it is busy). */
  retrying: boolean;
  retry: () => void;
};

/**
 * The logged-in player's user info (spec 3), which the settings pages need for the account's
 * phone. After a reload the session holds only the token (spec 4), so the info is asked for
 * (GET /api/member/v2/info, no toast: the page shows the failure in place) and kept in the
 * session store, where the header and every other page read it too.
 */
export function useAccountUser(): AccountUser {
  const session = useSession();
  const missing = session.token !== '' && session.user === null;
  const { data, error, isValidating, mutate } = useSWR<UserInfo, ApiError>(
    missing ? getMemberInfo.key() : null,
    () => fetchForCurrentSession(() => getMemberInfo(undefined, { silent: true })),
  );

  useEffect(() => {
    // Only into the session it was asked for (a logout meanwhile leaves nothing to fill).
    if (data && sessionState.token !== '' && sessionState.user === null) setUserInfo(data);
  }, [data]);

  const user = session.user ?? (missing ? (data ?? null) : null);
  let status: AccountUser['status'] = 'ready';
  if (!user) status = error ? 'error' : 'loading';
  return {
    status,
    user,
    retrying: error !== undefined && isValidating,
    retry: () => void mutate(),
  };
}
