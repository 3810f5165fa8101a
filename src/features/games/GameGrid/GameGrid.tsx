import type { Game } from '../../../api/contract';
import { GameCard, type PlayGame } from '../GameCard/GameCard';
import { GameCardSkeleton } from '../GameCard/GameCardSkeleton';
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
  /** `grid`: three across, as many rows as needed; `row`: one row scrolling sideways. */
  layout?: 'grid' | 'row';
};

/** Game tiles three across, each a list item. Tiles out of view cost next to nothing. */
export function GameGrid({ games, providerNames, onPlay, label, layout = 'grid' }: GameGridProps) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id} className={layout === 'row' ? styles.rowItem : styles.item}>
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
  layout?: 'grid' | 'row';
};

/** The grid's loading state, tile for tile the same geometry. */
export function GameGridSkeleton({
  count = 12,
  withProvider = true,
  layout = 'grid',
}: GameGridSkeletonProps) {
  return (
    <div className={layout === 'row' ? styles.row : styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <GameCardSkeleton key={index} withProvider={withProvider} />
      ))}
    </div>
  );
}
