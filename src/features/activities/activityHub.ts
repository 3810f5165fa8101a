import type { Activity, Article } from '../../api/contract';

/** Spec 2 "Activity page": the tabs, in this order. */
export const ACTIVITY_TABS = [1, 2, 4, 3] as const;

export type ActivityCategory = (typeof ACTIVITY_TABS)[number];

/** The tab shown when the address names none (or one that is not a tab). */
export const DEFAULT_CATEGORY: ActivityCategory = 1;

/** Spec 2: articles are merged into category 3. */
export const ARTICLE_CATEGORY: ActivityCategory = 3;

/** Spec 2: the articles go after the category's 3rd item. */
export const ARTICLES_AFTER = 3;

/**
 * Spec 2: "In category 6 the four-step deposit bonus card is shown". Category 6 is not a tab;
 * CHOICE: the card sits at the top of the "Depósito" tab (category 2), where a player looks for
 * deposit offers.
 */
export const FOUR_STEP_CATEGORY = 6;
export const FOUR_STEP_TAB: ActivityCategory = 2;

/** The address query that keeps the tab (`?category=2`). */
export const CATEGORY_PARAM = 'category';

const isTab = (value: number): value is ActivityCategory =>
  (ACTIVITY_TABS as readonly number[]).includes(value);

/** The tab an address query names; anything else (missing, 6, "abc") is the default tab. */
export function parseCategory(search: string): ActivityCategory {
  const raw = new URLSearchParams(search).get(CATEGORY_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return DEFAULT_CATEGORY;
  const value = Number(raw);
  return isTab(value) ? value : DEFAULT_CATEGORY;
}

/** The query of a tab: empty for the default tab, so `/activity` stays the plain address. */
export function categorySearch(category: ActivityCategory): string {
  return category === DEFAULT_CATEGORY ? '' : `${CATEGORY_PARAM}=${category}`;
}

/**
 * CHOICE (contract ActivityParticipation, mocks/data/activities.ts ParticipationStatus): 0 not
 * taking part, 1 a reward is waiting, 2 in progress, 3 finished. 0 and unknown values show no
 * badge.
 */
export type ParticipationBadge = 'reward' | 'progress' | 'finished';

export function participationBadge(status: number): ParticipationBadge | null {
  switch (status) {
    case 1:
      return 'reward';
    case 2:
      return 'progress';
    case 3:
      return 'finished';
    default:
      return null;
  }
}

/** One entry of a tab's list: an activity, or (category 3) an article. */
export type HubEntry =
  | { kind: 'activity'; key: string; activity: Activity }
  | { kind: 'article'; key: string; article: Article };

/** Spec 2: an article opens its own page (/activityArticle, built with the article's id). */
export function articleHref(article: Pick<Article, 'id'>): string {
  return `/activityArticle?${new URLSearchParams({ id: String(article.id) }).toString()}`;
}

/**
 * The entries of a tab. Spec 2: in category 3 the articles come right after the 3rd activity
 * (after all of them when there are fewer than 3); other tabs list their activities only.
 * The activities must already be filtered for the player (spec 6 `visibleActivities`).
 */
export function hubEntries(
  category: ActivityCategory,
  activities: readonly Activity[],
  articles: readonly Article[],
): HubEntry[] {
  const listed: HubEntry[] = activities.map((activity) => ({
    kind: 'activity',
    key: `activity:${activity.id}`,
    activity,
  }));
  if (category !== ARTICLE_CATEGORY || articles.length === 0) return listed;
  const merged: HubEntry[] = articles.map((article) => ({
    kind: 'article',
    key: `article:${article.id}`,
    article,
  }));
  const at = Math.min(ARTICLES_AFTER, listed.length);
  return [...listed.slice(0, at), ...merged, ...listed.slice(at)];
}
