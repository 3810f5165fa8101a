import { getActivities } from '../../api/activity';
import type { Activity } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { useQuietResource } from '../../api/useQuietResource';
import type { ResourceStatus } from '../../api/useResource';
import { useSession } from '../../state/session';
import { ACTIVITY_QUERY } from './activityRules';
import { promotionGroups } from './promotions';

export type Promotions = {
  /** Loading, error (nothing to show), empty (nothing the player may see) or ready. */
  status: ResourceStatus;
  running: Activity[];
  ended: Activity[];
  error: ApiError | undefined;
  /** A retry is in flight (the retry button shows a spinner). */
  retrying: boolean;
  retry: () => void;
};

/**
 * The promotions of the Promoção tab: the whole activity list (CHOICE contract.ts Activity, the
 * same request and SWR key as the home row and the side menu, so one answer serves them all),
 * with spec 6 visibility for the current session, split into running and ended (spec 3 valid).
 * Silent: the page shows a failure in place with its retry, no toast (spec 8).
 */
export function usePromotions(): Promotions {
  const { token } = useSession();
  const list = useQuietResource(getActivities, ACTIVITY_QUERY);
  const groups = promotionGroups(list.data ?? [], token !== '');
  const nothing = groups.running.length === 0 && groups.ended.length === 0;
  return {
    status: list.data !== undefined ? (nothing ? 'empty' : 'ready') : list.status,
    running: groups.running,
    ended: groups.ended,
    error: list.error,
    retrying: list.retrying,
    retry: list.retry,
  };
}
