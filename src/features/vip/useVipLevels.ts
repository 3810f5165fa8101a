import type { VipLevel } from '../../api/contract';
import { usePagedList, type PagedList } from '../../api/usePagedList';
import { getMemberLevels, getVipLevels } from '../../api/vip';
import { useSession } from '../../state/session';
import { currentLevelOf, mergeLevelPages } from './vipLevels';

export type VipLevels = Omit<PagedList<VipLevel>, 'rows' | 'nextPage'> & {
  /** Every level loaded so far, lowest first, each once. */
  levels: VipLevel[];
  /** The player's level (memberLevel's `current` row); null for a visitor or when unmarked. */
  current: VipLevel | null;
  /** Whether the levels are the player's (memberLevel) rather than the public table. */
  player: boolean;
};

/**
 * The VIP levels (spec 7): a player reads memberLevel, every level in one page of 1000 (spec 9)
 * with their own level marked and their totals on it (CHOICE); a visitor, who has no member
 * levels, reads the public vipLevel table a page of 10 at a time (spec 9 default), the next page
 * when `loadMore` asks (the carousel nearing its last card, a detail page looking for a level).
 * The SWR keys are the request paths, so logging in on the page switches to the member's levels.
 *
 * The paging is the app's paged list (usePagedList: failures silent, shown in place with a
 * retry); the pages are merged by level, lowest first.
 */
export function useVipLevels(): VipLevels {
  const { token } = useSession();
  const player = token !== '';
  // Each endpoint's own page size (spec 9): memberLevel 1000, vipLevel the default 10.
  const {
    rows: levels,
    nextPage: _nextPage,
    ...paged
  } = usePagedList(player ? getMemberLevels : getVipLevels, {}, { merge: mergeLevelPages });
  return { ...paged, levels, current: player ? currentLevelOf(levels) : null, player };
}
