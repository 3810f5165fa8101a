import { useEffect, useMemo, useRef } from 'react';
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
import * as styles from './GameList.css';
import {
  gameListSearch,
  parseGameListQuery,
  toggleVendor,
  type GameListQuery,
  type SortType,
} from './gameListQuery';
import '../../i18n/messages/gameScreens';

/** The next page starts loading this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '0px 0px 600px 0px';

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
      <GameGrid games={pages.games} providerNames={providerNames} />
      {pages.loadingMore && <GameGridSkeleton count={3} />}
      <MoreControls pages={pages} />
      {/* Announced politely each time the number of games shown changes. */}
      <p className="visually-hidden" role="status">
        {t('games.list.shown', {
          shown: formatNumber(pages.games.length),
          total: formatNumber(pages.total),
        })}
      </p>
    </>
  );
}

/**
 * The end of the list: a sentinel that loads the next page when it comes near the viewport
 * (IntersectionObserver), and the same action as a button for keyboard and screen-reader users
 * (and browsers without the observer). A failed page offers a retry instead.
 */
function MoreControls({ pages }: { pages: ReturnType<typeof useGamePages> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, error, loadMore } = pages;
  const canLoad = hasMore && !loadingMore && error === undefined;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, loadMore]);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.more}>
        {error !== undefined ? (
          <>
            <p className={styles.moreText}>{t('games.list.moreFailed')}</p>
            <Button variant="secondary" loading={pages.retrying} onClick={pages.retry}>
              {t('common.retry')}
            </Button>
          </>
        ) : hasMore ? (
          <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
            {t('games.list.loadMore')}
          </Button>
        ) : (
          <p className={styles.moreText}>{t('games.list.end')}</p>
        )}
      </div>
    </>
  );
}
