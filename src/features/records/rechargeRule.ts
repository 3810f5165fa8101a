import { getActivityDetail, getTopUpPromotion } from '../../api/activities';
import { getActivities } from '../../api/activity';
import type { ActivityDetail, TopUpPromotion } from '../../api/contract';
import type { ResourceStatus } from '../../api/useResource';
import { htmlToParagraphs } from './plainText';
import { useQuietResource } from '../../api/useQuietResource';
import { DEPOSIT_BONUS } from '../activities';

export type RechargeRule = {
  activity: ActivityDetail;
  tiers: TopUpPromotion['tiers'];
  /** The rules as plain-text paragraphs (see `htmlToParagraphs`). */
  paragraphs: string[];
};

export type RechargeRuleState = {
  /** 'empty': the operator runs no type 6 activity now (or it is hidden from this player). */
  status: ResourceStatus;
  rule: RechargeRule | undefined;
  retrying: boolean;
  /** Fetches again every part that failed. */
  retry: () => void;
};

/**
 * The deposit bonus page's data: the type 6 activity (CHOICE: found through the activity list
 * filtered by type, since spec 2's /rechargeRule carries no id), its detail (title, validity,
 * the rules as the operator wrote them) and the top-up promotion's bonus tiers. The rules come
 * as HTML and are shown as plain text for now (plainText.ts says why).
 */
export function useRechargeRule(): RechargeRuleState {
  const list = useQuietResource(getActivities, { type: DEPOSIT_BONUS.type });
  const activity = list.data?.find((a) => a.type === DEPOSIT_BONUS.type);
  const detail = useQuietResource(getActivityDetail, activity ? { id: activity.id } : null);
  const promotion = useQuietResource(getTopUpPromotion, undefined);

  const parts = [list, detail, promotion];
  const failed = parts.filter((part) => part.status === 'error');
  const retry = () => failed.forEach((part) => part.retry());
  const retrying = failed.some((part) => part.retrying);

  if (failed.length > 0) return { status: 'error', rule: undefined, retrying, retry };
  if (list.status === 'loading') return { status: 'loading', rule: undefined, retrying, retry };
  if (!activity) return { status: 'empty', rule: undefined, retrying, retry };
  if (detail.data === undefined || promotion.data === undefined) {
    return { status: 'loading', rule: undefined, retrying, retry };
  }
  const title = detail.data.activityLang.title.trim();
  // The rules often repeat the activity's name as their first heading: the page already shows it.
  const paragraphs = htmlToParagraphs(detail.data.content).filter(
    (paragraph, index) => index > 0 || paragraph !== title,
  );
  return {
    status: 'ready',
    rule: { activity: detail.data, tiers: promotion.data.tiers, paragraphs },
    retrying,
    retry,
  };
}
