import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { DEFAULT_PAGE, type Page, type PageQuery } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { request, type EndpointCall } from '../../api/http';
import { fetchForCurrentSession, type ResourceStatus } from '../../api/useResource';

export type RecordPages<T> = {
  /** Of the first page: loading, empty (nothing in the period), error (nothing to show) or ready. */
  status: ResourceStatus;
  /** Every row of the pages loaded so far, in order, each once. */
  rows: T[];
  /** How many rows the list holds in all (the server's `total`). */
  total: number;
  hasMore: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** The first page failed (status 'error') or the last next page did. */
  error: ApiError | undefined;
  /** A retry is in flight. */
  retrying: boolean;
  /** Asks for the next page (ignored while one is loading, after a failure or at the end). */
  loadMore: () => void;
  /** Fetches again what failed (the first page, or the next page). */
  retry: () => void;
};

/**
 * A record list (spec 7 paged lists: pageNum, pageSize; spec 9 default size 10) loaded a page
 * at a time as the player scrolls. Each page's SWR key is its request path, so a new filter
 * starts again at page 1 and an earlier filter comes back from the cache. `query` null fetches
 * nothing (status 'loading').
 *
 * Failures are silent (no toast): the list shows them in place with a retry (spec 8 "unless the
 * call supplies its own failure handler"); session codes and maintenance are handled as always.
 */
export function useRecordPages<T extends { id: number }, Q extends PageQuery>(
  call: EndpointCall<Q, Page<T>>,
  query: Omit<Q, 'pageNum' | 'pageSize'> | null,
  pageSize: number = call.endpoint.pageSize ?? DEFAULT_PAGE.pageSize,
): RecordPages<T> {
  const getKey = (index: number, previous: Page<T> | null) => {
    if (query === null) return null;
    if (previous && (previous.list.length === 0 || index * pageSize >= previous.total)) {
      return null;
    }
    return call.key({ ...query, pageNum: index + 1, pageSize } as Q);
  };
  const { reply } = call.endpoint;
  const fetchPage = useCallback(
    (key: string) => fetchForCurrentSession(() => request(key, { silent: true, reply })),
    [reply],
  );
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<Page<T>, ApiError>(
    getKey,
    fetchPage,
    // A page already shown is not fetched again when the next one is asked for; the list has
    // its own retry, so SWR does not retry failures behind the player's back. Coming back to
    // the list reads its pages again (a deposit made meanwhile shows), drawing the last ones
    // until the new answers arrive.
    {
      revalidateFirstPage: false,
      revalidateOnMount: true,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );

  const pages = data ?? [];
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.list) {
      // A new record between two page loads shifts the pages: a row may come twice.
      if (!seen.has(row.id)) {
        seen.add(row.id);
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
