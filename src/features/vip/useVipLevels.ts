import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { DEFAULT_PAGE, type Page, type VipLevel } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { request } from '../../api/http';
import { fetchForCurrentSession, type ResourceStatus } from '../../api/useResource';
import { getMemberLevels, getVipLevels } from '../../api/vip';
import { useSession } from '../../state/session';
import { currentLevelOf, mergeLevelPages } from './vipLevels';

/** Spec 9: memberLevel is read with a page size of 1000 (every level at once). */
export const MEMBER_LEVEL_PAGE_SIZE = getMemberLevels.endpoint.pageSize ?? 1000;

export type VipLevels = {
  /** Of the first page: loading, empty (no level at all), error (nothing to show) or ready. */
  status: ResourceStatus;
  /** Every level loaded so far, lowest first, each once. */
  levels: VipLevel[];
  /** How many levels the club has (the server's `total`). */
  total: number;
  /** The player's level (memberLevel's `current` row); null for a visitor or when unmarked. */
  current: VipLevel | null;
  /** Whether the levels are the player's (memberLevel) rather than the public table. */
  player: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  error: ApiError | undefined;
  retrying: boolean;
  /** Asks for the next page (ignored while one loads, after a failure or at the end). */
  loadMore: () => void;
  retry: () => void;
};

/**
 * The VIP levels (spec 7): a player reads memberLevel, every level in one page of 1000 (spec 9)
 * with their own level marked and their totals on it (CHOICE); a visitor, who has no member
 * levels, reads the public vipLevel table a page of 10 at a time (spec 9 default), the next page
 * when `loadMore` asks (the carousel nearing its last card, a detail page looking for a level).
 * The SWR keys are the request paths, so logging in on the page switches to the member's levels.
 *
 * Failures are silent (no toast): the pages show them in place with a retry.
 */
export function useVipLevels(): VipLevels {
  const { token } = useSession();
  const player = token !== '';
  const call = player ? getMemberLevels : getVipLevels;
  const pageSize = player ? MEMBER_LEVEL_PAGE_SIZE : DEFAULT_PAGE.pageSize;

  const getKey = (index: number, previous: Page<VipLevel> | null) => {
    if (previous && (previous.list.length === 0 || index * pageSize >= previous.total)) {
      return null;
    }
    return call.key({ pageNum: index + 1, pageSize });
  };
  const { reply } = call.endpoint;
  const fetchPage = useCallback(
    (key: string) => fetchForCurrentSession(() => request(key, { silent: true, reply })),
    [reply],
  );
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<
    Page<VipLevel>,
    ApiError
  >(getKey, fetchPage, {
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  const pages = data ?? [];
  const levels = mergeLevelPages(pages);
  const last = pages[pages.length - 1];
  const total = Math.max(last?.total ?? 0, levels.length);
  const hasMore = last !== undefined && last.list.length > 0 && pages.length * pageSize < total;
  const loadingMore = pages.length > 0 && size > pages.length && error === undefined;

  let status: ResourceStatus;
  if (pages.length > 0) status = levels.length === 0 ? 'empty' : 'ready';
  else if (error) status = 'error';
  else status = 'loading';

  return {
    status,
    levels,
    total,
    current: player ? currentLevelOf(levels) : null,
    player,
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
