import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FourStepCard } from '../../features/deposit';
import {
  ACTIVITY_TABS,
  categorySearch,
  parseCategory,
  type ActivityCategory,
} from '../../features/activities/activityHub';
import {
  refreshActivities,
  useActivityRefreshScope,
} from '../../features/activities/activityRefresh';
import { useActivityHub, type ActivityHubTab } from '../../features/activities/useActivityHub';
import { t } from '../../i18n/t';
import { openOverlay } from '../../state/overlays';
import { useSession } from '../../state/session';
import { button } from '../../ui/Button/buttonClass';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Tabs } from '../../ui/Tabs/Tabs';
import { HubList, HubListSkeleton } from './HubList';
import * as styles from './Activity.css';
import '../../i18n/messages/activityHub';

const tabLabel = (category: ActivityCategory) => t(`activityHub.tab.${category}`);

/**
 * /activity (spec 2 "Activity page", the "Atividade" tab; public, wallet shown): tabs by
 * category 1, 2, 4, 3, each listing its activities as banner cards with the player's
 * participation badge (spec 3, 4); category 3 also lists the activity articles after its 3rd
 * entry; the "Depósito" tab opens with the four-step deposit card (spec 2 category 6, CHOICE in
 * features/activities/activityHub.ts). Visitors see only loginShow 1 and nobody sees the hidden
 * types (spec 6). Each entry goes where spec 2's tap table says (`activityTap`).
 *
 * CHOICE: the tab lives in the address (`?category=2`, none for the first tab) and a tab change
 * replaces the history entry, as /notice does: a reload keeps the tab, Back from an entry's page
 * returns to it, and Back from here leaves the page instead of walking through the tabs.
 *
 * Spec 9 "activity refresh throttled at 300 ms": the lists and the reminder badge are read again
 * when the page becomes visible again and on each tab change (`refreshActivities`).
 */
export function Activity() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const category = parseCategory(search);
  const tab = useActivityHub(category);
  const { token } = useSession();

  useActivityRefreshScope();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshActivities();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const items = ACTIVITY_TABS.map((value) => ({
    value: String(value) as `${ActivityCategory}`,
    label: tabLabel(value),
  }));

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('activityHub.title')}</h1>
      {token === '' && <VisitorNote />}
      <Tabs
        items={items}
        value={String(category) as `${ActivityCategory}`}
        onChange={(next) => {
          const query = categorySearch(Number(next) as ActivityCategory);
          navigate(query ? `${path}?${query}` : path, { replace: true });
          refreshActivities();
        }}
        label={t('activityHub.tabs')}
        stretch
      >
        <TabPanel key={category} category={category} tab={tab} />
      </Tabs>
    </div>
  );
}

/** Spec 6: a visitor sees fewer activities; say so, with the way in. */
function VisitorNote() {
  return (
    <div className={styles.visitor}>
      <p className={styles.visitorText}>{t('activityHub.visitor.text')}</p>
      <Button onClick={() => openOverlay('auth', { mode: 'register' })}>
        {t('activityHub.visitor.register')}
      </Button>
    </div>
  );
}

function TabPanel({ category, tab }: { category: ActivityCategory; tab: ActivityHubTab }) {
  const label = t('activityHub.list', { category: tabLabel(category) });
  if (tab.status === 'loading') return <HubListSkeleton label={label} />;
  if (tab.status === 'error') {
    return (
      <div className={styles.state}>
        <EmptyState
          kind={tab.error?.kind === 'network' ? 'network_error' : 'fail'}
          onRetry={tab.retry}
          retrying={tab.retrying}
        />
      </div>
    );
  }
  return (
    <>
      {tab.fourStep && (
        <div className={styles.fourStep}>
          <FourStepCard view={tab.fourStep} onEnd={tab.onFourStepEnd} />
          <Link href="/deposit" className={button({ variant: 'primary', size: 'md', block: true })}>
            {t('activityHub.fourStep.deposit')}
          </Link>
        </div>
      )}
      {/* Said first: the articles would come after the 3rd entry, below the fold. */}
      {tab.articles.failed && (
        <div className={styles.articlesFailed} role="status">
          <p className={styles.articlesFailedText}>{t('activityHub.articles.failed')}</p>
          <Button variant="secondary" onClick={tab.articles.retry} loading={tab.articles.retrying}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {tab.status === 'empty' ? (
        <div className={styles.state}>
          <EmptyState
            kind="empty_data"
            title={t('activityHub.empty.title')}
            description={t('activityHub.empty.description')}
          />
        </div>
      ) : (
        <HubList label={label} entries={tab.entries} />
      )}
    </>
  );
}
