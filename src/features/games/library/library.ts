import { useEffect, useMemo } from 'react';
import { getRecentGames } from '../../../api/bets';
import type { Game } from '../../../api/contract';
import { getCollectList } from '../../../api/games';
import { useResource, type Resource } from '../../../api/useResource';
import { useSession } from '../../../state/session';
import { favouriteOf, useFavourites } from '../FavouriteButton/favourites';

/** Which of the player's lists: the games they starred, or the games they opened lately. */
export type LibraryKind = 'favourites' | 'recent';

/**
 * The favourites to show: the server's list less the games the player un-starred during this
 * visit (a heart turned off in the list itself takes the game out at once, as the player
 * expects of a "Favoritos" list, without waiting for the next fetch).
 */
export function visibleFavourites(
  games: readonly Game[],
  flags: Readonly<Record<number, boolean>>,
): Game[] {
  return games.filter((game) => favouriteOf(game.id, true, flags));
}

/**
 * A signature of the toggles that have settled: it changes when a heart anywhere in the app
 * is turned on or off (and the server has answered), so the favourites list asks again.
 */
export function settledToggles(
  flags: Readonly<Record<number, boolean>>,
  pending: Readonly<Record<number, true>>,
): string {
  return Object.entries(flags)
    .filter(([id]) => !(Number(id) in pending))
    .map(([id, on]) => `${id}:${on ? 1 : 0}`)
    .sort()
    .join(',');
}

const toResource = (resource: Resource<Game[]>, games: Game[] | undefined): Resource<Game[]> => {
  if (games === undefined || resource.status === 'loading' || resource.status === 'error') {
    return resource;
  }
  return { ...resource, data: games, status: games.length === 0 ? 'empty' : 'ready' };
};

/**
 * The player's favourite games (GET collectList, spec 4: "Game favourite toggles per game"),
 * most recent first. Nothing is asked while `enabled` is false (a visitor: status 'empty'). The
 * list follows the hearts: one turned off leaves it at once, one turned on anywhere brings it in
 * once the server has answered.
 */
export function useFavouriteGames(enabled = true): Resource<Game[]> {
  const { token } = useSession();
  const on = enabled && token !== '';
  const { flags, pending } = useFavourites();
  const resource = useResource(getCollectList, on ? undefined : null);
  const signature = settledToggles(flags, pending);
  const { retry } = resource;
  useEffect(() => {
    if (on && signature !== '') retry();
    // Only a newly settled toggle asks again (`retry` is a new function on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, on]);
  const games = useMemo(
    () => (resource.data ? visibleFavourites(resource.data, flags) : undefined),
    [resource.data, flags],
  );
  return toResource(resource, games);
}

/**
 * The games the player opened lately (GET bet gameRecent), the latest first. Nothing is asked
 * while `enabled` is false (a visitor: status 'empty').
 */
export function useRecentGames(enabled = true): Resource<Game[]> {
  const { token } = useSession();
  return useResource(getRecentGames, enabled && token !== '' ? undefined : null);
}

/** One list by kind. Both hooks run (hooks are not chosen at run time); only one fetches. */
export function useLibrary(kind: LibraryKind): Resource<Game[]> {
  const favourites = useFavouriteGames(kind === 'favourites');
  const recent = useRecentGames(kind === 'recent');
  return kind === 'favourites' ? favourites : recent;
}
