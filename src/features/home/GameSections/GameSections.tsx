import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { getGameFront, getVendorFront } from '../../../api/lobby';
import { useResource } from '../../../api/useResource';
import { yieldToMain } from '../../../lib/yieldToMain';
import { t } from '../../../i18n/t';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { GameSectionSkeleton } from './GameSectionSkeleton';
import * as styles from './GameSections.css';

const loadList = () => import('./GameSectionList');
const GameSectionList = lazy(() => loadList().then((m) => ({ default: m.GameSectionList })));

/** Category sections drawn while the category call runs: enough to fill the screen below. */
export const LOADING_CATEGORY_SECTIONS = 2;

/**
 * The category and provider sections of the home (spec 2 home item 7), from the two home calls:
 * categories with their games (`front`), then provider groups with theirs (`vendorFront`).
 * The sections themselves (GameSectionList) are a lazy chunk fetched while the category call
 * runs; until both are here the skeleton sections stand in.
 *
 * Spec 4: "Home shows skeletons until the category call finishes": skeleton sections with the
 * real geometry stand in until then. A failed category call offers a retry, an empty one says
 * there are no games; the provider call only adds sections (a failure there hides them).
 */
export function GameSections() {
  const categories = useResource(getGameFront, undefined);
  const providers = useResource(getVendorFront, undefined);
  // The sections are drawn in a render of their own after the answer arrives (interruptible,
  // after the rest of the page has painted with it), not in the same long task as everything
  // the category answer unlocks; the skeletons stay until then.
  const categoryData = useDeferredValue(categories.data);
  const providerData = useDeferredValue(providers.data);

  // The tiles' code downloads while the category call runs, so it is here when the data is.
  // Asked for in a task of its own: the mount's effects are one task already.
  useEffect(() => {
    void Promise.resolve(yieldToMain()).then(loadList);
  }, []);

  if (categories.status === 'loading' || (categories.data && !categoryData)) {
    return <LoadingSections />;
  }

  if (categories.status === 'error') {
    return (
      <div className={styles.state}>
        <EmptyState kind="fail" onRetry={categories.retry} />
      </div>
    );
  }

  const categoryList = (categoryData ?? []).filter((c) => c.gameList.length > 0);
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

  const providerList = (providerData ?? []).filter((p) => p.gameList.length > 0);
  return (
    <Suspense fallback={<LoadingSections />}>
      <GameSectionList
        categories={categoryList}
        providers={providerList}
        providersLoading={providers.status === 'loading' || (!!providers.data && !providerData)}
      />
    </Suspense>
  );
}

/** Skeleton sections with the real geometry (spec 4: skeletons until the category call ends). */
function LoadingSections() {
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
