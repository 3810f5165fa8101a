import type { Game } from '../../../api/contract';
import { GameCard, GameCardSkeleton, type PlayGame } from '../GameCard/GameCard';
import * as styles from './GameGrid.css';

/** Tiles in the first view of a list, whose pictures load at once (3 rows of 3). */
const FIRST_VIEW = 9;

type GameGridProps = {
  games: readonly Game[];
  /** Provider names by vendorId; a tile shows its provider when known. */
  providerNames?: ReadonlyMap<number, string>;
  onPlay?: PlayGame;
  /** Name of the list for assistive technology. */
  label?: string;
};

/** Game tiles three across, each a list item. Tiles out of view cost next to nothing. */
export function GameGrid({ games, providerNames, onPlay, label }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id} className={styles.item}>
          <GameCard
            game={game}
            // Always a provider line (empty until names arrive), so rows never change height.
            providerName={providerNames?.get(game.vendorId) ?? ''}
            eager={index < FIRST_VIEW}
            onPlay={onPlay}
          />
        </li>
      ))}
    </ul>
  );
}

type GameGridSkeletonProps = {
  /** How many placeholder tiles (default: four rows). */
  count?: number;
  withProvider?: boolean;
};

/** The grid's loading state, tile for tile the same geometry. */
export function GameGridSkeleton({ count = 12, withProvider = true }: GameGridSkeletonProps) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <GameCardSkeleton key={index} withProvider={withProvider} />
      ))}
    </div>
  );
}
