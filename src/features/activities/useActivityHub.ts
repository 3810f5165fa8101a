import { useState } from 'react';
import { getActivities } from '../../api/activity';
import { getActivityArticles, getFourPayActivity } from '../../api/activities';
import type { ApiError } from '../../api/errors';
import { useQuietResource } from '../../api/useQuietResource';
import { now } from '../../lib/clock';
import { useSession } from '../../state/session';
import { fourStepView, type FourStepView } from '../deposit';
import {
  ARTICLE_CATEGORY,
  FOUR_STEP_CATEGORY,
  FOUR_STEP_TAB,
  hubEntries,
  type ActivityCategory,
  type HubEntry,
} from './activityHub';
import { visibleActivities } from './activityRules';

/** One tab of the activity page, as the screen draws it. */
export type ActivityHubTab = {
  /**
   * `loading` until everything the tab shows has arrived (so nothing moves when it lands);
   * `error` when the activity list failed; `empty` when nothing is left to list.
   */
  status: 'loading' | 'error' | 'empty' | 'ready';
  entries: HubEntry[];
  error: ApiError | undefined;
  retrying: boolean;
  retry: () => void;
  /** Category 3 only: the article list failed (the activities still show). */
  articles: { failed: boolean; retrying: boolean; retry: () => void };
  /** The four-step deposit card of the "Depósito" tab; null hides it (spec 4). */
  fourStep: FourStepView | null;
  /** The four-step offer ended while shown: judge it again (it hides). */
  onFourStepEnd: () => void;
};

/**
 * The data of one activity tab (spec 2 "Activity page"): the category's activity list (spec 7
 * list with `category`) filtered for the player (spec 6, on top of the server's answer); in
 * category 3 the activity articles merged after the 3rd entry; in the "Depósito" tab the
 * four-step deposit card (spec 2, 3, 4).
 *
 * CHOICE (four-step card for visitors): spec 4 hides the card at 4 deposits or when the activity
 * is absent. The activity counts as present when category 6 lists it for this player after the
 * spec 6 rules, so a visitor sees the card only if the server marks it loginShow 1 (the mock
 * world's does not: visitors never see it). Its reads are quiet: a failure hides the card.
 *
 * Every read is quiet (no toast): the page explains a failure in place with a retry (spec 8).
 */
export function useActivityHub(category: ActivityCategory): ActivityHubTab {
  const { token } = useSession();
  const loggedIn = token !== '';
  const [at, setAt] = useState(now);

  const list = useQuietResource(getActivities, { category });
  const withArticles = category === ARTICLE_CATEGORY;
  const articles = useQuietResource(getActivityArticles, withArticles ? undefined : null);
  const withFourStep = category === FOUR_STEP_TAB;
  const fourStepList = useQuietResource(
    getActivities,
    withFourStep ? { category: FOUR_STEP_CATEGORY } : null,
  );
  // A failed category 6 read cannot say the activity is there: the card stays hidden.
  const listsFourStep = visibleActivities(fourStepList.data ?? [], loggedIn).length > 0;
  const fourPay = useQuietResource(
    getFourPayActivity,
    listsFourStep ? undefined : null,
    () => false,
  );

  const fourStepSettled =
    !withFourStep ||
    (fourStepList.status !== 'loading' && (!listsFourStep || fourPay.status !== 'loading'));
  const articlesSettled = !withArticles || articles.status !== 'loading';

  const shown = visibleActivities(list.data ?? [], loggedIn);
  const entries = hubEntries(category, shown, articles.data ?? []);

  let status: ActivityHubTab['status'];
  if (list.data === undefined) status = list.error ? 'error' : 'loading';
  else if (!articlesSettled || !fourStepSettled) status = 'loading';
  else status = entries.length === 0 ? 'empty' : 'ready';

  const fourStep = listsFourStep && fourPay.data ? fourStepView(fourPay.data, at) : null;

  return {
    status,
    entries: status === 'ready' ? entries : [],
    error: list.error,
    retrying: list.retrying,
    retry: () => {
      list.retry();
      if (articles.status === 'error') articles.retry();
    },
    articles: {
      failed: withArticles && articles.status === 'error',
      retrying: articles.retrying,
      retry: articles.retry,
    },
    fourStep: status === 'loading' ? null : fourStep,
    onFourStepEnd: () => setAt(now()),
  };
}
