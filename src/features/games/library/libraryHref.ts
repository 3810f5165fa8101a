import type { LibraryKind } from './library';

/** The game list's tab of one of the player's lists: `/gameList?list=favourites`. */
export function libraryHref(kind: LibraryKind): string {
  return `/gameList?list=${kind}`;
}
