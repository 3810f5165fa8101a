import type { Game } from '../../api/contract';
import type { Resource } from '../../api/useResource';
import { GameGrid, GameGridSkeleton } from '../../features/games/GameGrid/GameGrid';
import { useLibrary, type LibraryKind } from '../../features/games/library/library';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './GameList.css';
import '../../i18n/messages/gameScreens';
import '../../i18n/messages/library';

type LibraryPanelProps = {
  kind: LibraryKind;
  /** The list's name (the page's title), for its region. */
  title: string;
  providerNames: ReadonlyMap<number, string>;
};

/**
 * One of the player's lists in full, as a tab of /gameList: favourites (collectList) or the
 * games opened lately (gameRecent), most recent first, with their count; neither sorted nor
 * filtered. A chunk of its own, so the game list's route carries none of it.
 */
export function LibraryPanel({ kind, title, providerNames }: LibraryPanelProps) {
  const games = useLibrary(kind);
  const total = games.data?.length ?? 0;
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count}>
          {games.status === 'ready' || games.status === 'empty'
            ? total === 1
              ? t('games.list.count.one')
              : t('games.list.count.other', { count: formatNumber(total) })
            : ''}
        </span>
      </div>
      <section
        className={styles.body}
        aria-label={title}
        aria-busy={games.status === 'loading' || undefined}
      >
        <LibraryBody kind={kind} games={games} providerNames={providerNames} />
      </section>
    </>
  );
}

type LibraryBodyProps = {
  kind: LibraryKind;
  games: Resource<Game[]>;
  providerNames: ReadonlyMap<number, string>;
};

/** The grid, or its loading, failed or empty state. */
function LibraryBody({ kind, games, providerNames }: LibraryBodyProps) {
  if (games.status === 'loading') return <GameGridSkeleton count={12} />;
  if (games.status === 'error') {
    return (
      <EmptyState
        kind={games.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={games.retry}
      />
    );
  }
  if (games.status === 'empty' || !games.data) {
    return (
      <EmptyState
        kind="empty_data"
        title={t(
          kind === 'favourites' ? 'library.favourites.emptyTitle' : 'library.recent.emptyTitle',
        )}
        description={t(
          kind === 'favourites'
            ? 'library.favourites.emptyDescription'
            : 'library.recent.emptyDescription',
        )}
      />
    );
  }
  return <GameGrid games={games.data} providerNames={providerNames} />;
}
