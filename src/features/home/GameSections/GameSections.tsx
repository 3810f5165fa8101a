import { getGameFront, getVendorFront } from '../../../api/games';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { categoryName } from './categoryName';
import { gameListHref } from './gameListHref';
import { GameSection, GameSectionSkeleton } from './GameSection';
import { categoryRows, PROVIDER_ROWS, providerRows } from './gridLayout';
import * as styles from './GameSections.css';

/** Category sections drawn while the category call runs: enough to fill the screen below. */
export const LOADING_CATEGORY_SECTIONS = 2;

/**
 * The category and provider sections of the home (spec 2 home item 7), from the two home calls:
 * categories with their games (`front`), then provider groups with theirs (`vendorFront`).
 * Categories are titled through the categoryNameEn lookup (spec 3) and providers by
 * vendorNameEn; each section's "Todos" opens its game list.
 *
 * Spec 4: "Home shows skeletons until the category call finishes": skeleton sections with the
 * real geometry stand in until then. A failed category call offers a retry, an empty one says
 * there are no games; the provider call only adds sections (a failure there hides them).
 */
export function GameSections() {
  const categories = useResource(getGameFront, undefined);
  const providers = useResource(getVendorFront, undefined);

  if (categories.status === 'loading') {
    return (
      <div
        className={styles.root}
        role="status"
        aria-busy="true"
        aria-label={t('homeFeed.games.loading')}
      >
        {Array.from({ length: LOADING_CATEGORY_SECTIONS }, (_, index) => (
          <GameSectionSkeleton key={index} rows={3} />
        ))}
      </div>
    );
  }

  if (categories.status === 'error') {
    return (
      <div className={styles.state}>
        <EmptyState kind="fail" onRetry={categories.retry} />
      </div>
    );
  }

  const categoryList = (categories.data ?? []).filter((c) => c.gameList.length > 0);
  if (categoryList.length === 0) {
    return (
      <div className={styles.state}>
        <EmptyState
          kind="empty_data"
          title={t('homeFeed.games.emptyTitle')}
          description={t('homeFeed.games.emptyDescription')}
        />
      </div>
    );
  }

  const providerList = (providers.data ?? []).filter((p) => p.gameList.length > 0);
  return (
    <div className={styles.root}>
      {categoryList.map((category, index) => {
        const name = categoryName(category);
        return (
          <GameSection
            key={`category-${category.id}`}
            name={name}
            icon={category.categoryLogo || undefined}
            allHref={gameListHref({ categoryId: category.categoryId })}
            games={category.gameList}
            rows={categoryRows(category.gameList.length)}
            eager={index === 0}
          />
        );
      })}
      {providers.status === 'loading' && <GameSectionSkeleton rows={PROVIDER_ROWS} />}
      {providerList.map((group) => (
        <GameSection
          key={`provider-${group.id}`}
          name={group.vendorNameEn}
          allHref={gameListHref({ vendorId: group.vendorId, name: group.vendorNameEn })}
          games={group.gameList}
          rows={providerRows(group.gameList.length)}
        />
      ))}
    </div>
  );
}
