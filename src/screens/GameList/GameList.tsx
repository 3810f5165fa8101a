import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getCategoryAndVendor } from '../../api/games';
import { useResource } from '../../api/useResource';
import { GameGrid, GameGridSkeleton } from '../../features/games/GameGrid/GameGrid';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import {
  ProviderFilter,
  ProviderFilterSkeleton,
} from '../../features/games/ProviderFilter/ProviderFilter';
import { providerOptions } from '../../features/games/ProviderFilter/providerOptions';
import { SortSelect } from '../../features/games/SortSelect/SortSelect';
import { useGamePages, type GamePagesQuery } from '../../features/games/useGamePages';
import type { LibraryKind } from '../../features/games/library/library';
import { useSession } from '../../state/session';
import { Tabs } from '../../ui/Tabs/Tabs';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { LoadMoreFooter } from '../../ui/LoadMoreFooter/LoadMoreFooter';
import * as styles from './GameList.css';
import {
  gameListSearch,
  parseGameListQuery,
  toggleVendor,
  type GameListQuery,
  type SortType,
} from './gameListQuery';
import '../../i18n/messages/gameScreens';

// Chunks of their own: the game list's route carries none of their code (nor, in the route
// table's preloads on every first load, the names of their chunks).
const LibraryPanel = lazy(() =>
  import('./LibraryPanel').then((m) => ({ default: m.LibraryPanel })),
);
const ProviderDirectory = lazy(() =>
  import('../../features/games/ProviderDirectory/ProviderDirectory').then((m) => ({
    default: m.ProviderDirectory,
  })),
);

/** The tabs of the whole catalogue's list for a player: all games, then their own two lists. */
type ListTab = 'all' | LibraryKind;

const countText = (total: number) =>
  total === 1
    ? t('games.list.count.one')
    : t('games.list.count.other', { count: formatNumber(total) });

/**
 * /gameList (spec 2: query categoryId, or vendorId with name): every game of a category or a
 * provider, three across, loaded a page at a time as the player scrolls (and with "Carregar
 * mais" for keyboards and screen readers), sortable and, for a category, filtered by provider.
 * The URL query says what is shown; changes replace the history entry, so Back leaves the list.
 * A logged-in player's whole-catalogue list has two more tabs, their favourites (collectList)
 * and the games they opened lately (gameRecent), most recent first, neither sorted nor filtered.
 */
export function GameList() {
  const search = useSearch();
  // CHOICE: the providers directory (spec 7 vendorList) is a view of the game list, not a route
  // of its own (a row of the route table weighs on every first load).
  if (new URLSearchParams(search).get('view') === 'providers') {
    return (
      <div className={styles.page}>
        <PageHeader title={t('games.list.providersTitle')} />
        <Suspense fallback={null}>
          <ProviderDirectory />
        </Suspense>
      </div>
    );
  }
  return <Catalogue search={search} />;
}

function Catalogue({ search }: { search: string }) {
  const [path, navigate] = useLocation();
  const query = useMemo(() => parseGameListQuery(search), [search]);
  const catalogue = useResource(getCategoryAndVendor, undefined);
  const { token } = useSession();
  // The player's lists are tabs of the whole catalogue only (not of a category or a provider).
  const tabbed = token !== '' && query.categoryId === undefined && query.vendorId === undefined;
  const list = tabbed ? query.list : undefined;

  const update = (patch: Partial<GameListQuery>) => {
    const next = gameListSearch({ ...query, ...patch });
    navigate(next ? `${path}?${next}` : path, { replace: true });
  };

  const providerNames = useMemo(
    () => new Map((catalogue.data?.vendors ?? []).map((v) => [v.vendorId, v.vendorNameEn])),
    [catalogue.data],
  );

  let title: string | undefined;
  if (query.vendorId !== undefined) {
    title = query.name ?? providerNames.get(query.vendorId);
  } else if (query.categoryId !== undefined) {
    title = catalogue.data?.categories.find((c) => c.categoryId === query.categoryId)?.categoryName;
  } else if (list) {
    title = t(list === 'favourites' ? 'games.list.favouritesTitle' : 'games.list.recentTitle');
  } else {
    title = t('games.list.allTitle');
  }
  // The list works without the names: a failed or unknown lookup still gets a heading.
  if (title === undefined && catalogue.status !== 'loading') title = t('games.list.fallbackTitle');

  // A provider's page is that provider's games; elsewhere the filter picks providers.
  const byProvider = query.vendorId !== undefined;
  const pagesQuery: GamePagesQuery = byProvider
    ? { vendorIds: [query.vendorId as number], sortType: query.sortType || undefined }
    : {
        categoryId: query.categoryId,
        vendorIds: query.vendorIds.length > 0 ? query.vendorIds : undefined,
        sortType: query.sortType || undefined,
      };
  const pages = useGamePages(list ? null : pagesQuery);

  const content = (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count}>
          {pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : ''}
        </span>
        <SortSelect
          value={query.sortType}
          onChange={(sort) => update({ sortType: sort as SortType })}
        />
      </div>
      {query.categoryId === undefined && !byProvider && (
        // The whole catalogue leads to the providers directory (vendorList), one tap per studio.
        <div className={styles.providersLink}>
          <Link href="/gameList?view=providers" className={styles.link}>
            {t('games.list.providersLink')}
          </Link>
        </div>
      )}
      {!byProvider && (
        <div className={styles.filters}>
          {catalogue.status === 'loading' && <ProviderFilterSkeleton />}
          {catalogue.data && (
            <ProviderFilter
              providers={providerOptions(catalogue.data, query.categoryId, query.vendorIds)}
              selected={query.vendorIds}
              onToggle={(vendorId) =>
                update({ vendorIds: toggleVendor(query.vendorIds, vendorId) })
              }
              onClear={() => update({ vendorIds: [] })}
            />
          )}
        </div>
      )}
      <section
        className={styles.body}
        aria-label={t('games.list.label')}
        aria-busy={pages.status === 'loading' || undefined}
      >
        <ListBody
          pages={pages}
          providerNames={providerNames}
          filtered={!byProvider && query.vendorIds.length > 0}
          onClearFilter={() => update({ vendorIds: [] })}
          onRetry={() => {
            pages.retry();
            // The names failed with it: fetch them again too (title and chips).
            if (catalogue.status === 'error') catalogue.retry();
          }}
        />
      </section>
    </>
  );

  const libraryContent = list && (
    <Suspense
      fallback={
        <div className={styles.body} aria-busy="true">
          <GameGridSkeleton count={12} />
        </div>
      }
    >
      <LibraryPanel kind={list} title={title ?? ''} providerNames={providerNames} />
    </Suspense>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {tabbed ? (
        // One tab list for every tab, so the focus stays on the tab the player chose.
        <ListTabs
          value={list ?? 'all'}
          onChange={(tab) => update({ list: tab === 'all' ? undefined : tab })}
        >
          {libraryContent || content}
        </ListTabs>
      ) : (
        content
      )}
    </div>
  );
}

function ListTabs({
  value,
  onChange,
  children,
}: {
  value: ListTab;
  onChange: (tab: ListTab) => void;
  children: ReactNode;
}) {
  const items: { value: ListTab; label: string }[] = [
    { value: 'all', label: t('games.list.tab.all') },
    { value: 'favourites', label: t('games.list.tab.favourites') },
    { value: 'recent', label: t('games.list.tab.recent') },
  ];
  return (
    <Tabs items={items} value={value} onChange={onChange} label={t('games.list.tabs')} stretch>
      {children}
    </Tabs>
  );
}

type ListBodyProps = {
  pages: ReturnType<typeof useGamePages>;
  providerNames: ReadonlyMap<number, string>;
  filtered: boolean;
  onClearFilter: () => void;
  onRetry: () => void;
};

function ListBody({ pages, providerNames, filtered, onClearFilter, onRetry }: ListBodyProps) {
  if (pages.status === 'loading') return <GameGridSkeleton count={12} />;
  if (pages.status === 'error') {
    return (
      <EmptyState
        kind={pages.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={onRetry}
        retrying={pages.retrying}
      />
    );
  }
  if (pages.status === 'empty') {
    return (
      <>
        <EmptyState
          kind="empty_data"
          title={t('games.list.emptyTitle')}
          description={t('games.list.emptyDescription')}
        />
        {filtered && (
          <div className={styles.emptyAction}>
            <Button variant="secondary" onClick={onClearFilter}>
              {t('games.list.clearFilter')}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <GameGrid games={pages.rows} providerNames={providerNames} />
      {pages.loadingMore && <GameGridSkeleton count={3} />}
      <LoadMoreFooter
        status={pages.nextPage}
        endText={t('games.list.end')}
        failedText={t('games.list.moreFailed')}
        shownText={t('games.list.shown', {
          shown: formatNumber(pages.rows.length),
          total: formatNumber(pages.total),
        })}
        onLoadMore={pages.loadMore}
        onRetry={pages.retry}
      />
    </>
  );
}
