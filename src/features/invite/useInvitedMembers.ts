import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { getNextMemberList } from '../../api/account';
import { DEFAULT_PAGE, type InvitedMember, type Page } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { request } from '../../api/http';
import { fetchForCurrentSession, type ResourceStatus } from '../../api/useResource';

export type InvitedMembers = {
  /** Of the first page: loading, empty (nobody invited yet), error (nothing to show) or ready. */
  status: ResourceStatus;
  /** Every member of the pages loaded so far, in order, each once. */
  rows: InvitedMember[];
  /** How many members there are in all (the server's `total`). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The first page failed (status 'error') or the last next page did. */
  error: ApiError | undefined;
  retrying: boolean;
  /** Asks for the next page (ignored while one loads, after a failure or at the end). */
  loadMore: () => void;
  /** Fetches again what failed (the first page, or the next page). */
  retry: () => void;
};

/** A member has no id: their (masked) number and registration instant tell two apart. */
export const memberKey = (member: InvitedMember) => `${member.userNo}|${member.registerTime}`;

/**
 * The friends the player invited (spec 7 getNextMemberList: pageNum, pageSize; spec 9 default
 * size 10), a page at a time as the player scrolls. Each page's SWR key is its request path.
 * Failures are silent: the list shows them in place with a retry.
 */
export function useInvitedMembers(pageSize: number = DEFAULT_PAGE.pageSize): InvitedMembers {
  const getKey = (index: number, previous: Page<InvitedMember> | null) => {
    if (previous && (previous.list.length === 0 || index * pageSize >= previous.total)) {
      return null;
    }
    return getNextMemberList.key({ pageNum: index + 1, pageSize });
  };
  const fetchPage = useCallback(
    (key: string) =>
      fetchForCurrentSession(() =>
        request(key, { silent: true, reply: getNextMemberList.endpoint.reply }),
      ),
    [],
  );
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<
    Page<InvitedMember>,
    ApiError
  >(getKey, fetchPage, {
    revalidateFirstPage: false,
    // Back on the page: the friends who joined meanwhile show.
    revalidateOnMount: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  const pages = data ?? [];
  const seen = new Set<string>();
  const rows: InvitedMember[] = [];
  for (const page of pages) {
    for (const row of page.list) {
      // A friend who registers between two page loads shifts the pages: a row may come twice.
      const key = memberKey(row);
      if (!seen.has(key)) {
        seen.add(key);
        rows.push(row);
      }
    }
  }
  const last = pages[pages.length - 1];
  const total = last?.total ?? 0;
  const hasMore = last !== undefined && last.list.length > 0 && pages.length * pageSize < total;
  const loadingMore = pages.length > 0 && size > pages.length && error === undefined;

  let status: ResourceStatus;
  if (pages.length > 0) status = rows.length === 0 ? 'empty' : 'ready';
  else if (error) status = 'error';
  else status = 'loading';

  return {
    status,
    rows,
    total,
    hasMore,
    loadingMore,
    error,
    retrying: error !== undefined && isValidating,
    loadMore: () => {
      if (!hasMore || loadingMore || error) return;
      void setSize(pages.length + 1);
    },
    retry: () => void mutate(),
  };
}
