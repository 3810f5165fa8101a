import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Game } from '../../../api/contract';
import type { Resource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { GameGrid, GameGridSkeleton } from '../GameGrid/GameGrid';
import { useLibrary, type LibraryKind } from './library';
import { libraryHref } from './libraryHref';
import * as styles from './GameShelf.css';
import '../../../i18n/messages/library';

/** Tiles a row shows at most (a little over three are in view; the rest is one swipe away). */
const SHELF_GAMES = 12;

const TEXT = {
  favourites: {
    title: 'library.favourites.title',
    allLabel: 'library.favourites.allLabel',
    loadError: 'library.favourites.loadError',
    emptyTitle: 'library.favourites.emptyTitle',
    emptyDescription: 'library.favourites.emptyDescription',
  },
  recent: {
    title: 'library.recent.title',
    allLabel: 'library.recent.allLabel',
    loadError: 'library.recent.loadError',
    emptyTitle: 'library.recent.emptyTitle',
    emptyDescription: 'library.recent.emptyDescription',
  },
} as const;

type LibraryShelfProps = {
  kind: LibraryKind;
  /** The lobby leaves an empty list out; /person says how the list fills. */
  hideWhenEmpty?: boolean;
  /** Inside a page that pads its content already (/person): no side padding of its own. */
  flush?: boolean;
};

/**
 * One of the player's lists as a row of game tiles ("Favoritos", "Jogados recentemente"):
 * titled, with "Ver todos" to the list's tab of /gameList, swiped sideways. Loading, failed and
 * empty states keep the row's exact height. Visitors have no list: nothing is drawn.
 */
export function LibraryShelf(props: LibraryShelfProps) {
  const games = useLibrary(props.kind);
  return <LibraryShelfView {...props} games={games} />;
}

type LibraryShelfViewProps = LibraryShelfProps & { games: Resource<Game[]> };

/** The shelf for a list already fetched (LibraryShelf fetches it). */
export function LibraryShelfView({
  kind,
  games,
  hideWhenEmpty = false,
  flush = false,
}: LibraryShelfViewProps) {
  const headingId = useId();
  const text = TEXT[kind];
  // A visitor's list is 'empty' without a request: the shelf is for players only.
  if (games.status === 'empty' && (hideWhenEmpty || games.data === undefined)) return null;
  return (
    <section
      className={flush ? `${styles.shelf} ${styles.flush}` : styles.shelf}
      aria-labelledby={headingId}
      aria-busy={games.status === 'loading' || undefined}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t(text.title)}
        </h2>
        {games.status === 'ready' && (
          <Link href={libraryHref(kind)} className={styles.allLink} aria-label={t(text.allLabel)}>
            {t('library.all')}
          </Link>
        )}
      </div>
      {games.status === 'loading' && <GameGridSkeleton count={4} layout="row" />}
      {games.status === 'ready' && games.data && (
        <GameGrid games={games.data.slice(0, SHELF_GAMES)} layout="row" label={t(text.title)} />
      )}
      {games.status === 'error' && (
        <MessageBox>
          <p className={styles.messageText}>{t(text.loadError)}</p>
          <Button variant="secondary" size="sm" onClick={games.retry}>
            {t('common.retry')}
          </Button>
        </MessageBox>
      )}
      {games.status === 'empty' && (
        <MessageBox>
          <p className={styles.messageTitle}>{t(text.emptyTitle)}</p>
          <p className={styles.messageText}>{t(text.emptyDescription)}</p>
        </MessageBox>
      )}
    </section>
  );
}

/** A message in the place of the tiles, exactly as tall as they are. */
function MessageBox({ children }: { children: ReactNode }) {
  return (
    <div className={styles.messageBox}>
      <div className={styles.ghost} aria-hidden="true">
        <GameGridSkeleton count={1} layout="row" />
      </div>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
