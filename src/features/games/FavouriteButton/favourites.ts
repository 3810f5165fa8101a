import { proxy, useSnapshot } from 'valtio';
import { toggleFavourite } from '../../../api/games';
import { sessionScoped } from '../../../state/session';

type FavouritesState = {
  /**
   * The favourite flag of games the player toggled during this visit, by game id. Lists fetched
   * earlier still carry the server's old `collect`; this wins over it, so the same game shows the
   * same heart in the list, the search results and its detail page.
   */
  flags: Record<number, boolean>;
  /** Games whose toggle is in flight (a second tap waits for the first answer). */
  pending: Record<number, true>;
};

/** Favourite flags changed during this visit, over the server's `collect` (spec 4). */
export const favouritesState = proxy<FavouritesState>({ flags: {}, pending: {} });

/** The flag to show: the player's latest toggle if any, else the server's `collect`. */
export function favouriteOf(id: number, collect: boolean, flags = favouritesState.flags): boolean {
  return flags[id] ?? collect;
}

/**
 * Toggles a game's favourite flag (PUT collect/{id}, spec 4). Optimistic: the heart changes at
 * once, then takes the server's answer; if the call fails it goes back to what it was (the HTTP
 * layer has already told the player why, spec 8). A tap while a toggle is in flight is ignored.
 * Resolves to the flag finally shown.
 */
export async function toggleGameFavourite(id: number, collect: boolean): Promise<boolean> {
  const before = favouriteOf(id, collect);
  if (favouritesState.pending[id]) return before;
  const had = id in favouritesState.flags;
  favouritesState.pending[id] = true;
  favouritesState.flags[id] = !before;
  try {
    const result = await toggleFavourite(id);
    favouritesState.flags[id] = result.collect;
  } catch {
    if (had) favouritesState.flags[id] = before;
    else delete favouritesState.flags[id];
  } finally {
    delete favouritesState.pending[id];
  }
  return favouriteOf(id, collect);
}

/** Snapshot of the favourite flags for rendering. */
export function useFavourites() {
  return useSnapshot(favouritesState);
}

// Hearts are one player's: the next one sees their own flags from the server.
sessionScoped(() => {
  favouritesState.flags = {};
  favouritesState.pending = {};
});
