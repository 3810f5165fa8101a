import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ActivityDetail } from '../../../api/contract';

/**
 * What a type's own view receives on /activityDetail/{type}?id= (issue 13): the activity's
 * detail as the page read it, whether a player is logged in, and a way to read the detail again
 * (after a claim, a spin, a sign-in...).
 */
export type ActivityTypeViewProps = {
  detail: ActivityDetail;
  loggedIn: boolean;
  refresh: () => void;
};

type TypeViewEntry = {
  /** The view's module, loaded only when a page of this type opens (its own chunk). */
  load: () => Promise<ComponentType<ActivityTypeViewProps>>;
  /**
   * The view has its own action and state (a wheel, a scratch card, a ranking...): the page's
   * generic "Sua participação" card (getActivityBonus claim) is left out. Otherwise the view
   * shows above it.
   */
  replacesParticipation: boolean;
};

/**
 * The activity types with a view of their own (spec 7 Activity calls; issue 13). A type not
 * listed here uses the generic page only (banner, period, participation and claim, reward
 * table, rules). One row per type; a family of types may share one module.
 */
const TYPE_VIEWS: Partial<Record<number, TypeViewEntry>> = {
  // Rows are added per activity family (issue 13), e.g.
  // 8: { load: () => import('../wheel/WheelView').then((m) => m.WheelView), replacesParticipation: true },
};

const made = new Map<number, LazyExoticComponent<ComponentType<ActivityTypeViewProps>>>();

export type ActivityTypeView = {
  View: LazyExoticComponent<ComponentType<ActivityTypeViewProps>>;
  replacesParticipation: boolean;
};

/** The view of activity `type`, or null when the generic page is all it has. */
export function activityTypeView(type: number): ActivityTypeView | null {
  const entry = TYPE_VIEWS[type];
  if (!entry) return null;
  let View = made.get(type);
  if (!View) {
    View = lazy(() => entry.load().then((component) => ({ default: component })));
    made.set(type, View);
  }
  return { View, replacesParticipation: entry.replacesParticipation };
}
