import { useId } from 'react';
import type { Game } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { browserImageUrl } from '../../../lib/image';
import { openOverlay } from '../../../state/overlays';
import { isLoggedIn } from '../../../state/session';
import { Image } from '../../../ui/Image/Image';
import { FavouriteButton } from '../FavouriteButton/FavouriteButton';
import { GAME_TILE_RATIO } from './GameCardSkeleton';
import * as styles from './GameCard.css';

/** Pictures are asked from the proxy at this CSS width (a third of the 375 px page) x 2 DPR. */
const LOGO_WIDTH = 240;

/** How a player's tap opens a game (default: `openGame`). */
export type PlayGame = (game: Game, options: { isTrial: boolean }) => void;

/**
 * Opens the game pop-up for a game (tile, detail page, search result). The name goes with the
 * request: the pop-up is titled with it, and has no other way to learn it.
 */
export function openGame(
  game: Pick<Game, 'id' | 'gameName'>,
  { isTrial = false }: { isTrial?: boolean } = {},
): void {
  openOverlay('game', { gameId: game.id, gameName: game.gameName, isTrial });
}

/**
 * Plays a game, or asks a visitor to register first (spec 6: "Favouriting or playing a game
 * while logged out opens the register popup"; "Login is needed for … the trial game").
 */
export function playGame(game: Game, isTrial = false, open: PlayGame = openGame): void {
  if (!isLoggedIn()) {
    openOverlay('auth', { mode: 'register' });
    return;
  }
  open(game, { isTrial });
}

type GameCardProps = {
  game: Game;
  /** The provider's name, shown under the game's (the game record carries only vendorId). */
  providerName?: string;
  /** Above-the-fold tiles load their picture at once. */
  eager?: boolean;
  /** Opens the game for a player (default: the game pop-up, real mode). */
  onPlay?: PlayGame;
};

/**
 * A game tile: a 3:4 cover, the name on at most two lines, the provider, and a heart. The whole
 * tile plays the game; the heart is a separate button on top of it (buttons cannot nest).
 */
export function GameCard({ game, providerName, eager = false, onPlay }: GameCardProps) {
  const providerId = useId();
  return (
    <div className={styles.card}>
      <button
        type="button"
        className={styles.play}
        aria-label={t('games.card.play', { game: game.gameName })}
        aria-describedby={providerName ? providerId : undefined}
        onClick={() => playGame(game, false, onPlay)}
      >
        <Image
          src={browserImageUrl(game.logo, LOGO_WIDTH)}
          alt=""
          ratio={GAME_TILE_RATIO}
          eager={eager}
        />
        <span className={styles.name}>{game.gameName}</span>
      </button>
      {/* Outside the button so its name stays "Jogar …" (label in name, WCAG 2.5.3); it still
          plays when tapped, since the button's hit area stretches over the whole tile. */}
      {providerName !== undefined && (
        <span id={providerId} className={styles.provider}>
          {providerName}
        </span>
      )}
      <span className={styles.favourite}>
        <FavouriteButton gameId={game.id} gameName={game.gameName} collect={game.collect} />
      </span>
    </div>
  );
}
