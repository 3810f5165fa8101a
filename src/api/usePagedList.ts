import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { NextPageStatus } from '../ui/LoadMoreFooter/LoadMoreFooter';
import { DEFAULT_PAGE, type Page, type PageQuery } from './contract';
import type { ApiError } from './errors';
import { request, type EndpointCall } from './http';
import { fetchForCurrentSession, type ResourceStatus } from './useResource';

export type PagedList<T> = {
  /** Of the first page: loading, empty (nothing at all), error (nothing to show) or ready. */
  status: ResourceStatus;
  /** Every row of the pages loaded so far, in order, each once (`merge`). */
  rows: T[];
  /** How many rows the list holds in all: the server's `total`, never fewer than the rows shown. */
  total: number;
  /** More pages to load. */
  hasMore: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** The first page failed (status 'error') or the last next page did. */
  error: ApiError | undefined;
  /** A retry is in flight. */
  retrying: boolean;
  /** Where the list stands after its rows, for its LoadMoreFooter. */
  nextPage: NextPageStatus;
  /** Asks for the next page (ignored while one is loading, after a failure or at the end). */
  loadMore: () => void;
  /** Fetches again what failed (the first page, or the next page), or every page loaded. */
  retry: () => void;
};

/** Turns the pages loaded so far into the rows shown. */
export type MergePages<T> = (pages: readonly Page<T>[]) => T[];

/**
 * The rows of every page in order, each key once (the first seen wins): a row added between
 * two page loads shifts the pages, so a row may come twice at a page boundary.
 */
export function uniqueRows<T>(keyOf: (row: T) => unknown): MergePages<T> {
  return (pages) => {
    const seen = new Set<unknown>();
    const rows: T[] = [];
    for (const page of pages) {
      for (const row of page.list) {
        const key = keyOf(row);
        if (!seen.has(key)) {
          seen.add(key);
          rows.push(row);
        }
      }
    }
    return rows;
  };
}

/** The default merge, for rows that have an `id` (the first overload of usePagedList). */
function uniqueById<T>(pages: readonly Page<T>[]): T[] {
  return uniqueRows<T>((row) => (row as { id?: unknown }).id)(pages);
}

type PagedListOptions = {
  /** Rows per page; default the endpoint's own (spec 9), else 10. */
  pageSize?: number;
};

/**
 * A paged list (spec 7 paged lists: pageNum, pageSize; spec 9 default size 10) loaded a page at
 * a time as the player scrolls, the one paging policy of the app:
 * - each page's SWR key is its request path, so a new query starts again at page 1 and an
 *   earlier one comes back from the cache; `query` null fetches nothing (status 'loading');
 * - a page already shown is not fetched again when the next one is asked for; coming back to
 *   the list reads its pages again (what changed meanwhile shows), drawing the last ones until
 *   the new answers arrive;
 * - failures are silent (no toast): the list shows them in place, the first page with its empty
 *   state's retry and a next page with LoadMoreFooter's; nothing is retried behind the player's
 *   back (spec 8 "unless the call supplies its own failure handler"). Session codes and
 *   maintenance are handled as always, and a reply dropped by a session change is asked again.
 *
 * Rows are merged by `id` (each once) unless `merge` says otherwise.
 */
export function usePagedList<T extends { id: unknown }, Q extends PageQuery>(
  call: EndpointCall<Q, Page<T>>,
  query: Omit<Q, 'pageNum' | 'pageSize'> | null,
  options?: PagedListOptions & { merge?: MergePages<T> },
): PagedList<T>;
export function usePagedList<T, Q extends PageQuery>(
  call: EndpointCall<Q, Page<T>>,
  query: Omit<Q, 'pageNum' | 'pageSize'> | null,
  options: PagedListOptions & { merge: MergePages<T> },
): PagedList<T>;
export function usePagedList<T, Q extends PageQuery>(
  call: EndpointCall<Q, Page<T>>,
  query: Omit<Q, 'pageNum' | 'pageSize'> | null,
  {
    pageSize = call.endpoint.pageSize ?? DEFAULT_PAGE.pageSize,
    merge = uniqueById,
  }: PagedListOptions & { merge?: MergePages<T> } = {},
): PagedList<T> {
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
    {
      revalidateFirstPage: false,
      revalidateOnMount: true,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );

  const pages = data ?? [];
  const rows = merge(pages);
  const last = pages[pages.length - 1];
  const total = Math.max(last?.total ?? 0, rows.length);
  const hasMore = last !== undefined && last.list.length > 0 && pages.length * pageSize < total;
  const loadingMore = pages.length > 0 && size > pages.length && error === undefined;
  const retrying = error !== undefined && isValidating;

  let status: ResourceStatus;
  if (pages.length > 0) status = rows.length === 0 ? 'empty' : 'ready';
  else if (error) status = 'error';
  else status = 'loading';

  let nextPage: NextPageStatus;
  if (error !== undefined) nextPage = retrying ? 'retrying' : 'failed';
  else if (!hasMore) nextPage = 'end';
  else nextPage = loadingMore ? 'loading' : 'more';

  return {
    status,
    rows,
    total,
    hasMore,
    loadingMore,
    error,
    retrying,
    nextPage,
    loadMore: () => {
      if (!hasMore || loadingMore || error) return;
      void setSize(pages.length + 1);
    },
    // Revalidates every page asked for; the one that failed has no data, so it is fetched.
    retry: () => void mutate(),
  };
}
