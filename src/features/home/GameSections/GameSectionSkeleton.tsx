import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { GameCardSkeleton } from '../../games';
import type { GridRows } from './gridLayout';
import * as styles from './GameSection.css';

type GameSectionSkeletonProps = {
  rows: GridRows;
};

/**
 * A section while its data loads, with the geometry of the real one: the same header height
 * and `rows` rows of game-tile placeholders, one view wide (4 columns, so the desktop frame is
 * filled too; the phone shows 3 of them). Its own module: the home draws it from the first
 * frame, before the sections' code (a lazy chunk) arrives.
 */
export function GameSectionSkeleton({ rows }: GameSectionSkeletonProps) {
  return (
    <div className={styles.section} aria-hidden="true">
      <div className={styles.header}>
        <span className={styles.skeletonTitle}>
          <Skeleton shape="block" width={24} height={24} radius="sm" />
          <Skeleton shape="text" width="40%" />
        </span>
        <span className={styles.skeletonControls}>
          <Skeleton shape="block" width={56} height={28} radius="lg" />
          <Skeleton shape="block" width={88} height={28} radius="md" />
        </span>
      </div>
      <div className={`${styles.grid} ${styles.gridRows[rows]} ${styles.gridStill}`}>
        {Array.from({ length: rows * 4 }, (_, index) => (
          <div key={index} className={styles.cell}>
            <GameCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
