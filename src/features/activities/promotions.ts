import type { Activity, PromoteRecord } from '../../api/contract';
import type { MessageKey } from '../../i18n/pt-BR';
import { t } from '../../i18n/t';
import { formatDate } from '../../lib/time';
import { activityTap, visibleActivities, type ActivityTap } from './activityRules';
import '../../i18n/messages/promotion';

/*
 * The rules of the Promoção tab (/promotion). CHOICE (contract.ts Activity): the promotions are the
 * entries of the activity list, each with spec 3 "Promotion valid 1 or 0".
 */

export type PromotionGroups = {
  /** Valid 1 (or no flag): shown first, as banner cards, in the server's order. */
  running: Activity[];
  /** Valid 0: shown below under "Encerradas", muted but still openable. */
  ended: Activity[];
};

/** Spec 3: valid 0 is an ended promotion; an entry without the flag counts as running. */
export function isEnded(activity: Pick<Activity, 'valid'>): boolean {
  return activity.valid === 0;
}

/**
 * What the tab lists: the entries the player may see (spec 6, `visibleActivities`: visitors only
 * loginShow 1, never the hidden types), running ones first, then ended ones, each group in the
 * server's order.
 */
export function promotionGroups(list: readonly Activity[], loggedIn: boolean): PromotionGroups {
  const visible = visibleActivities(list, loggedIn);
  return {
    running: visible.filter((a) => !isEnded(a)),
    ended: visible.filter(isEnded),
  };
}

/** The tab's address, and the address of its records tab. */
export const PROMOTION_PATH = '/promotion';
export const PROMOTION_RECORDS_PATH = '/promotion?tab=records';

export type PromotionTab = 'list' | 'records';

/** The tab in the address (`?tab=records`); anything else is the list. */
export function parsePromotionTab(search: string): PromotionTab {
  return new URLSearchParams(search).get('tab') === 'records' ? 'records' : 'list';
}

/** The query of a tab ('' for the list, the default). */
export function promotionTabSearch(tab: PromotionTab): string {
  return tab === 'records' ? 'tab=records' : '';
}

/**
 * Where a promotion card leads: spec 2's tap table (`activityTap`). CHOICE: type 5 leads to
 * /promotion itself, so on this page its card opens "Meus registros" (the promote records are
 * that activity's rewards) instead of a link to the page already open.
 */
export function promotionTap(activity: Pick<Activity, 'id' | 'type'>): ActivityTap {
  const tap = activityTap(activity);
  if (tap.kind === 'navigate' && tap.to === PROMOTION_PATH) {
    return { kind: 'navigate', to: PROMOTION_RECORDS_PATH };
  }
  return tap;
}

/** The period as 'dd/mm/aaaa a dd/mm/aaaa' in São Paulo days; '' when the server sent none. */
export function promotionPeriod(activity: Pick<Activity, 'startTime' | 'endTime'>): string {
  const start = activity.startTime === undefined ? '' : formatDate(activity.startTime);
  const end = activity.endTime === undefined ? '' : formatDate(activity.endTime);
  if (!start || !end) return '';
  return t('promotion.period', { start, end });
}

const PARTICIPATION: Record<number, MessageKey> = {
  1: 'promotion.participation.1',
  2: 'promotion.participation.2',
  3: 'promotion.participation.3',
};

/**
 * The participation badge (contract Activity participationStatus CHOICE): 1 a reward waiting,
 * 2 taking part, 3 finished; nothing for 0 (and for visitors, who take part in nothing). On an
 * ended promotion only a waiting reward is still news, so only 1 shows there.
 */
export function participationLabel(
  activity: Pick<Activity, 'participationStatus' | 'valid'>,
): string | null {
  if (isEnded(activity) && activity.participationStatus !== 1) return null;
  const key = PARTICIPATION[activity.participationStatus];
  return key ? t(key) : null;
}

/** How a reward state reads at a glance (the records' StatusTag tones). */
export type RewardStatusView = { label: string; tone: 'pending' | 'failed' | 'done' };

const REWARD_STATUS: Record<number, { key: MessageKey; tone: RewardStatusView['tone'] }> = {
  1: { key: 'promotion.records.status.1', tone: 'pending' },
  2: { key: 'promotion.records.status.2', tone: 'failed' },
  3: { key: 'promotion.records.status.3', tone: 'done' },
};

/**
 * Spec 3 reward states (contract RewardStatus CHOICE: 1 pending, 2 failed, 3 credited). A code
 * the app does not know reads "Em processamento" (waiting), never as credited money.
 */
export function rewardStatus(status: number): RewardStatusView {
  const known = REWARD_STATUS[status];
  return known
    ? { label: t(known.key), tone: known.tone }
    : { label: t('promotion.records.status.other'), tone: 'pending' };
}

/** What a record is, in words: "Indicação de 55***1" (the friend's masked number, spec 5). */
export function promoteRecordTitle(record: Pick<PromoteRecord, 'userNo'>): string {
  return t('promotion.records.what', { friend: record.userNo });
}
