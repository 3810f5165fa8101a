import { lazy, Suspense, useEffect } from 'react';
import { getGameFront } from '../../api/lobby';
import { useResource } from '../../api/useResource';
import { ActivityIcons } from '../../features/home/ActivityIcons/ActivityIcons';
import { BannerCarousel } from '../../features/home/BannerCarousel/BannerCarousel';
import { CategoryStrip } from '../../features/home/CategoryStrip/CategoryStrip';
import { GameSections } from '../../features/home/GameSections/GameSections';
import { LotteryBanner } from '../../features/home/LotteryBanner/LotteryBanner';
import { MainAreaTiles } from '../../features/home/MainAreaTiles/MainAreaTiles';
import { NoticeBar } from '../../features/home/NoticeBar/NoticeBar';
import { yieldToMain } from '../../lib/yieldToMain';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './Home.css';

const loadLower = () => import('./HomeLower');
const HomeLower = lazy(() => loadLower().then((m) => ({ default: m.HomeLower })));

/**
 * The lobby (route /): the page content between the tab-page header and the tab bar; the app
 * shell adds the footer and the floating buttons around it (spec 2 home items 11 and 12).
 * Top to bottom as spec 2 lists it: banner carousel, notice bar, activity icons, main-area
 * tiles, the optional lottery banner, the category strip, the category and provider sections,
 * the scratch ticket, "Ver mais jogos" and the bet table. Each section fetches its own data
 * and reserves its final size while loading, so nothing moves when the data arrives.
 *
 * The category call decides the page (spec 4: "Home shows skeletons until the category call
 * finishes"): while it runs the game area shows skeleton sections, and the sections below it
 * (far below the fold) wait, so their calls do not compete with the first screen's. If it
 * fails, the whole page is one failure state with a retry: with no games there is no lobby.
 * Its SWR key is shared with the game sections, so this is one request, not two. The lower
 * sections (HomeLower) are a separate chunk, fetched in parallel with the category call.
 */
export function Home() {
  const categories = useResource(getGameFront, undefined);
  // The lower sections' code downloads while the category call runs (never after it).
  // Asked for in a task of its own: the mount's effects are one task already.
  useEffect(() => {
    void Promise.resolve(yieldToMain()).then(loadLower);
  }, []);

  if (categories.status === 'error') {
    return (
      <div className={styles.failure}>
        <h1 className="visually-hidden">{t('homeFeed.page.title')}</h1>
        <EmptyState
          kind={categories.error?.kind === 'network' ? 'network_error' : 'fail'}
          title={t('homeFeed.page.errorTitle')}
          description={t('homeFeed.page.errorDescription')}
          onRetry={categories.retry}
        />
      </div>
    );
  }

  const settled = categories.status !== 'loading';
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('homeFeed.page.title')}</h1>
      <BannerCarousel />
      <NoticeBar />
      <ActivityIcons />
      <MainAreaTiles />
      <LotteryBanner />
      <CategoryStrip />
      <GameSections />
      {settled && (
        <Suspense fallback={<div className={styles.lowerPlaceholder} aria-hidden="true" />}>
          <HomeLower />
        </Suspense>
      )}
    </div>
  );
}
