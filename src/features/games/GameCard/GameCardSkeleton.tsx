import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './GameCard.css';

/** Game tiles are portrait covers (CHOICE: 3:4, the lobby's usual shape). */
export const GAME_TILE_RATIO = 3 / 4;

type GameCardSkeletonProps = {
  /** Matches a GameCard with or without its provider line. */
  withProvider?: boolean;
};

/**
 * A GameCard's placeholder with the very same geometry (cover, two name lines, provider). A
 * module of its own: the home's loading sections draw it before the game tiles' code arrives.
 */
export function GameCardSkeleton({ withProvider = false }: GameCardSkeletonProps) {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={styles.play}>
        <Skeleton ratio={GAME_TILE_RATIO} />
        <span className={styles.skeletonName}>
          <Skeleton height="0.8em" radius="sm" />
          <Skeleton height="0.8em" width="60%" radius="sm" />
        </span>
      </span>
      {withProvider && (
        <span className={styles.skeletonProvider}>
          <Skeleton height="0.8em" width="50%" radius="sm" />
        </span>
      )}
    </div>
  );
}
