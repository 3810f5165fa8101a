import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiError } from '../../api/errors';
import { getMessageUnread } from '../../api/noticeBar';
import { getMessageNumber } from '../../api/messages';
import { fetchForCurrentSession } from '../../api/useResource';
import { useSession } from '../../state/session';

const quiet = { silent: true } as const;

const readNumber = () => fetchForCurrentSession(() => getMessageNumber(undefined, quiet));
const readUnread = () => fetchForCurrentSession(() => getMessageUnread(undefined, quiet));

/**
 * How many messages the player has not read (spec 7 message/number), for /notice and the
 * profile's shortcut; undefined while unknown (loading, failed, or a visitor). Silent: a count
 * that cannot be read is simply not shown. Keyed by the request path like every call, so a read
 * elsewhere (`useRefreshUnread`) updates every place that shows it.
 */
export function useUnreadCount(): number | undefined {
  const { token } = useSession();
  const { data } = useSWR<number, ApiError>(token ? getMessageNumber.key() : null, readNumber, {
    revalidateOnFocus: false,
  });
  return token && typeof data === 'number' ? Math.max(0, Math.floor(data)) : undefined;
}

/**
 * Reads the unread count and the unread check (spec 7 message/number and message/unread) again
 * and puts the answers in the SWR cache, under the keys the home's notice bar (the bell's red
 * dot, spec 2) and `useUnreadCount` read. Written into the cache rather than only revalidated:
 * the home is not mounted while /notice is open, and a plain revalidation reaches only mounted
 * hooks, so the bell would show the old dot for a moment on the way back. A failed read leaves
 * the cache as it was (the bar asks again when it mounts).
 */
export function useRefreshUnread(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.allSettled([
      mutate(getMessageNumber.key(), readNumber(), { revalidate: false }),
      mutate(getMessageUnread.key(), readUnread(), { revalidate: false }),
    ]);
  }, [mutate]);
}
