import { openOverlay } from '../../state/overlays';
import { registerStore } from '../../state/reset';

/**
 * Game names by id, for the game frame's title. The overlays store opens the game pop-up with
 * `{ gameId, isTrial }` only, and no call answers a game by id, so whoever opens a game passes
 * its name through `openGame` (CHOICE; a `gameName` in the overlay props would make this
 * unnecessary).
 */
const names = new Map<number, string>();

/** Opens the game pop-up for a game (tile, banner, search result), remembering its name. */
export function openGame(
  game: { id: number; gameName: string },
  { isTrial = false }: { isTrial?: boolean } = {},
): void {
  if (game.gameName) names.set(game.id, game.gameName);
  openOverlay('game', { gameId: game.id, isTrial });
}

/** The name given to `openGame` for this id, if any. */
export function gameNameOf(gameId: number): string | undefined {
  return names.get(gameId);
}

registerStore(() => names.clear());
