import type { LibraryKind } from '../../features/games/library/library';

/**
 * The game list's URL query (spec 2: "/gameList — query categoryId, or vendorId with name"),
 * the single source of truth for what the list shows. Added by this screen (CHOICE): `sort`
 * (the spec 7 sortType code) and `vendorIds` (the provider filter of a category,
 * comma-separated). Unknown or malformed values read as absent.
 */
export type GameListQuery = {
  categoryId?: number;
  vendorId?: number;
  /** The provider's name, sent along with vendorId by the links to a provider's games. */
  name?: string;
  sortType: SortType;
  /** Providers picked in the filter; empty means all. */
  vendorIds: number[];
  /**
   * One of the player's own lists (CHOICE, `list=favourites` or `list=recent`): a tab of the
   * whole catalogue's list, for logged-in players.
   */
  list?: LibraryKind;
};

const LISTS: readonly LibraryKind[] = ['favourites', 'recent'];

/**
 * Spec 7 sortType codes as the mock world documents them (mocks/data/README.md): 0 catalogue
 * order, 1 most popular, 2 newest, 3 name A–Z.
 */
export const SORT_TYPES = [0, 1, 2, 3] as const;
export type SortType = (typeof SORT_TYPES)[number];

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function parseGameListQuery(search: string): GameListQuery {
  const params = new URLSearchParams(search);
  const sort = Number(params.get('sort') ?? 0);
  const vendorIds = (params.get('vendorIds') ?? '')
    .split(',')
    .map((v) => positiveInt(v))
    .filter((v): v is number => v !== undefined);
  const name = params.get('name')?.trim();
  const list = params.get('list');
  return {
    list: LISTS.find((kind) => kind === list),
    categoryId: positiveInt(params.get('categoryId')),
    vendorId: positiveInt(params.get('vendorId')),
    name: name ? name : undefined,
    sortType: (SORT_TYPES as readonly number[]).includes(sort) ? (sort as SortType) : 0,
    vendorIds: [...new Set(vendorIds)].sort((a, b) => a - b),
  };
}

/** The query string (without '?') for a list; defaults are left out so links stay short. */
export function gameListSearch(query: GameListQuery): string {
  const params = new URLSearchParams();
  if (query.categoryId !== undefined) params.set('categoryId', String(query.categoryId));
  if (query.vendorId !== undefined) params.set('vendorId', String(query.vendorId));
  if (query.name) params.set('name', query.name);
  if (query.sortType !== 0) params.set('sort', String(query.sortType));
  if (query.vendorIds.length > 0) {
    params.set('vendorIds', [...query.vendorIds].sort((a, b) => a - b).join(','));
  }
  if (query.list) params.set('list', query.list);
  return params.toString().replace(/%2C/g, ',');
}

/** Adds or removes a provider from the filter. */
export function toggleVendor(vendorIds: readonly number[], vendorId: number): number[] {
  return vendorIds.includes(vendorId)
    ? vendorIds.filter((id) => id !== vendorId)
    : [...vendorIds, vendorId].sort((a, b) => a - b);
}
