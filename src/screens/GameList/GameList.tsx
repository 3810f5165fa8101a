import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getCategoryAndVendor } from '../../api/lobby';
import { useResource } from '../../api/useResource';
import { GameGrid, GameGridSkeleton } from '../../features/games/GameGrid/GameGrid';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import {
  ProviderFilter,
  ProviderFilterSkeleton,
} from '../../features/games/ProviderFilter/ProviderFilter';
import { SortSelect } from '../../features/games/SortSelect/SortSelect';
import { useGamePages, type GamePagesQuery } from '../../features/games/useGamePages';
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

const countText = (total: number) =>
  total === 1
    ? t('games.list.count.one')
    : t('games.list.count.other', { count: formatNumber(total) });

/**
 * /gameList (spec 2: query categoryId, or vendorId with name): every game of a category or a
 * provider, three across, loaded a page at a time as the player scrolls (and with "Carregar
 * mais" for keyboards and screen readers), sortable and, for a category, filtered by provider.
 * The URL query says what is shown; changes replace the history entry, so Back leaves the list.
 */
export function GameList() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => parseGameListQuery(search), [search]);
  const catalogue = useResource(getCategoryAndVendor, undefined);

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
  const pages = useGamePages(pagesQuery);

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.toolbar}>
        <span className={styles.count}>
          {pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : ''}
        </span>
        <SortSelect
          value={query.sortType}
          onChange={(sort) => update({ sortType: sort as SortType })}
        />
      </div>
      {!byProvider && (
        <div className={styles.filters}>
          {catalogue.status === 'loading' && <ProviderFilterSkeleton />}
          {catalogue.data && (
            <ProviderFilter
              providers={catalogue.data.vendors.map((v) => ({
                vendorId: v.vendorId,
                name: v.vendorNameEn,
              }))}
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
    </div>
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
