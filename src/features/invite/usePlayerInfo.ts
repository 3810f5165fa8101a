import { useEffect } from 'react';
import useSWR from 'swr';
import type { UserInfo } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { fetchForCurrentSession } from '../../api/useResource';
import { getMemberInfo } from '../../api/session';
import { setUserInfo, useSession } from '../../state/session';

/**
 * The logged-in player's info (spec 3 user info: invite code, promo domain). A stored token
 * survives a reload without the info (state/session.ts), so it is read once more
 * (GET /api/member/v2/info, silently) and kept in the session store for every other screen.
 */
export function usePlayerInfo(): { user: UserInfo | null; failed: boolean; retry: () => void } {
  const { token, user } = useSession();
  const { data, error, mutate } = useSWR<UserInfo, ApiError>(
    token && !user ? getMemberInfo.key() : null,
    () => fetchForCurrentSession(() => getMemberInfo(undefined, { silent: true })),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (data && !user) setUserInfo(data);
  }, [data, user]);
  return {
    user: (user as UserInfo | null) ?? data ?? null,
    failed: !user && !data && error !== undefined,
    retry: () => void mutate(),
  };
}
