import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Game } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { ChevronLeftIcon } from '../../../ui/Icon/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../ui/Icon/ChevronRightIcon';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { GameCard, GameCardSkeleton } from '../../games';
import { useDeferredMount } from './deferredMount';
import { columnsPerView, gridColumns, type GridRows } from './gridLayout';
import * as styles from './GameSection.css';

type Edges = { atStart: boolean; atEnd: boolean };

/**
 * How much of the first or last column must show for the grid to count as at that end: nearly
 * all of it (fractional positions leave a column a hair short of 100 %).
 */
const EDGE_VISIBLE = 0.98;

type GameSectionProps = {
  /** The section title (translated category name or provider name). */
  name: string;
  /** Where "Todos" goes (/gameList?categoryId=… or ?vendorId=…&name=…). */
  allHref: string;
  games: readonly Game[];
  rows: GridRows;
  /** A small picture before the title (the category icon); decorative. */
  icon?: string;
  /** Load the first view's pictures at once (the first section, near the fold). */
  eager?: boolean;
  /**
   * Mount the tiles when the section nears the viewport (deferredMount.ts): until then the grid
   * holds one column of tile placeholders, its real height, so nothing moves when they arrive.
   */
  deferTiles?: boolean;
};

/**
 * One category or provider section of the home (spec 2 home item 7): a titled grid the player
 * swipes left or right, with "Todos" to the full list and arrow buttons that page one view at a
 * time. The grid is plain CSS scroll snap (no carousel library in the first load); the arrows are
 * disabled at the ends and their names say which section they move.
 */
export function GameSection({
  name,
  allHref,
  games,
  rows,
  icon,
  eager = false,
  deferTiles = false,
}: GameSectionProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLUListElement>(null);
  const tilesReady = useDeferredMount(sectionRef, !deferTiles);
  // Before the first measurement assume a phone (3 per view); the effect corrects it at once.
  const [edges, setEdges] = useState<Edges>(() => ({
    atStart: true,
    atEnd: gridColumns(games.length, rows) <= columnsPerView(0),
  }));

  // The ends are watched, not measured: an IntersectionObserver on the first and last column
  // inside the grid reports without forcing a layout. (Reading positions on mount forced a
  // layout of the whole lobby once per section, most of a second on a throttled phone CPU.)
  useEffect(() => {
    const scroller = scrollerRef.current;
    const first = scroller?.firstElementChild;
    const last = scroller?.lastElementChild;
    if (!scroller || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((prev) => {
          let next = prev;
          for (const entry of entries) {
            const shown = entry.intersectionRatio >= EDGE_VISIBLE;
            if (entry.target === first && next.atStart !== shown)
              next = { ...next, atStart: shown };
            if (entry.target === last && next.atEnd !== shown) next = { ...next, atEnd: shown };
          }
          return next;
        });
      },
      { root: scroller, threshold: [0, EDGE_VISIBLE, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [games.length, rows, tilesReady]);

  const page = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // One view is the visible width plus one gap: the snap lands on the next whole column.
    const gap = parseFloat(getComputedStyle(scroller).columnGap) || 0;
    scroller.scrollBy({ left: direction * (scroller.clientWidth + gap) });
  };

  const firstView = rows * 4;
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {icon && (
            <img
              className={styles.titleIcon}
              src={icon}
              alt=""
              width={24}
              height={24}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          <span className={styles.titleText}>{name}</span>
        </h2>
        <Link
          href={allHref}
          className={styles.allLink}
          aria-label={t('homeFeed.section.allLabel', { name })}
        >
          {t('homeFeed.section.all')}
        </Link>
        <IconButton
          label={t('homeFeed.section.previous', { name })}
          disabled={edges.atStart}
          onClick={() => page(-1)}
        >
          <ChevronLeftIcon className={styles.arrow} />
        </IconButton>
        <IconButton
          label={t('homeFeed.section.next', { name })}
          disabled={edges.atEnd}
          onClick={() => page(1)}
        >
          <ChevronRightIcon className={styles.arrow} />
        </IconButton>
      </div>
      {tilesReady ? (
        <ul ref={scrollerRef} className={`${styles.grid} ${styles.gridRows[rows]}`}>
          {games.map((game, index) => (
            <li key={game.id} className={styles.cell}>
              <GameCard game={game} eager={eager && index < firstView} />
            </li>
          ))}
        </ul>
      ) : (
        // One column of placeholders gives the grid its exact height for a few elements (the
        // lobby would otherwise carry thousands of skeleton elements nobody sees).
        <div
          className={`${styles.grid} ${styles.gridRows[rows]} ${styles.gridStill}`}
          aria-hidden="true"
          data-tiles-pending=""
        >
          {Array.from({ length: Math.min(games.length, rows) }, (_, index) => (
            <div key={index} className={styles.cell}>
              <GameCardSkeleton />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
