import type { Activity } from '../../api/contract';
import { openOverlay, type OverlayPropsMap } from '../../state/overlays';
import { activityTypeRow, isHiddenActivityType, type ActivityOverlay } from './activityTypes';

/**
 * CHOICE: the home row (and the side menu, sharing the request) asks for the whole activity
 * list; the activity page filters by category.
 */
export const ACTIVITY_QUERY = {};

/** Spec 2: the row shows 6 placeholders while loading. */
export const ACTIVITY_PLACEHOLDERS = 6;

/** Spec 3: the icon colour palette cycles over 6 entries. */
export const ACTIVITY_PALETTE_SIZE = 6;

/**
 * Spec 6: visitors see only activities with loginShow 1; the hidden types are left out for
 * everyone (CHOICE: the spec says they "are hidden from the list", and the mock world agrees).
 * Applied on top of what the server sends, so a server that forgets the rule cannot leak them.
 */
export function visibleActivities(list: readonly Activity[], loggedIn: boolean): Activity[] {
  return list.filter((a) => !isHiddenActivityType(a.type) && (loggedIn || a.loginShow === 1));
}

export type ActivityTap =
  | { kind: 'navigate'; to: string }
  | { kind: 'overlay'; name: ActivityOverlay; props: OverlayPropsMap[ActivityOverlay] };

/**
 * Where an icon tap goes (spec 2 "Activity icon taps by type", the `view` of activityTypes.ts):
 * 5 /promotion, 3 /viprule, 6 /rechargeRule, 21 the sign-in pop-up, 39 the new red-packet
 * pop-up, 4 the red-packet pop-up, any other type /activityDetail/{type}?id={id}.
 */
export function activityTap(activity: Pick<Activity, 'id' | 'type'>): ActivityTap {
  const view = activityTypeRow(activity.type)?.view;
  if (typeof view === 'object' && 'route' in view) return { kind: 'navigate', to: view.route };
  if (typeof view === 'object') {
    return { kind: 'overlay', name: view.overlay, props: { activityId: activity.id } };
  }
  const query = new URLSearchParams({ id: String(activity.id) });
  return { kind: 'navigate', to: `/activityDetail/${activity.type}?${query.toString()}` };
}

/** The palette entry of the icon at `index` (0 to 5, then again). */
export function paletteIndex(index: number): number {
  return ((index % ACTIVITY_PALETTE_SIZE) + ACTIVITY_PALETTE_SIZE) % ACTIVITY_PALETTE_SIZE;
}

/** Opens the pop-up of an overlay tap (types 21, 39 and 4). */
export function openActivityOverlay(tap: Extract<ActivityTap, { kind: 'overlay' }>): void {
  openOverlay(tap.name, tap.props);
}
