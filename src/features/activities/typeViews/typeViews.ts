import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ActivityDetail } from '../../../api/contract';

/**
 * What a type's own view receives on /activityDetail/{type}?id=: the activity's
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
 * The activity types with a view of their own (spec 7 Activity calls). A type not
 * listed here uses the generic page only (banner, period, participation and claim, reward
 * table, rules). One row per type; a family of types may share one module.
 */
const TYPE_VIEWS: Partial<Record<number, TypeViewEntry>> = {
  // Scratch card: its own cards, scratch, combine and withdraw (replaces the generic claim).
  14: {
    load: () => import('../scratch/ScratchView').then((m) => m.ScratchView),
    replacesParticipation: true,
  },
  // Wheels: the lucky turntable and the day and month big wheels (own spin), above the
  // generic claim card (the activity's own bonus, getActivityBonus).
  8: {
    load: () => import('../wheel/WheelView').then((m) => m.WheelView),
    replacesParticipation: false,
  },
  // Rebates: daily and weekly rescue (claim of their own), everyday bet rebate (paid by itself).
  1: {
    load: () => import('../rebates/RescueView').then((m) => m.RescueView),
    replacesParticipation: true,
  },
  2: {
    load: () => import('../rebates/RescueView').then((m) => m.RescueView),
    replacesParticipation: true,
  },
  12: {
    load: () => import('../rebates/EverydayRebateView').then((m) => m.EverydayRebateView),
    replacesParticipation: true,
  },
  // Deposit promotions: accumulated deposit (own claim per tier), first-pay limited time (the
  // bonus comes with the deposit), second deposit (top-up tiers above the generic claim card).
  37: {
    load: () => import('../deposits/TotalPayView').then((m) => m.TotalPayView),
    replacesParticipation: true,
  },
  7: {
    load: () => import('../deposits/FirstPayView').then((m) => m.FirstPayView),
    replacesParticipation: true,
  },
  13: {
    load: () => import('../deposits/TopUpView').then((m) => m.TopUpView),
    replacesParticipation: false,
  },
  // Tasks: day tasks and carnival tasks above the generic claim card (no task claim in spec 7),
  // treasure boxes (a claim per box).
  36: {
    load: () => import('../tasks/DayTasksView').then((m) => m.DayTasksView),
    replacesParticipation: false,
  },
  35: {
    load: () => import('../tasks/CarnivalView').then((m) => m.CarnivalView),
    replacesParticipation: false,
  },
  10: {
    load: () => import('../tasks/TreasureBoxView').then((m) => m.TreasureBoxView),
    replacesParticipation: true,
  },
  // Rankings: bet (with the clubs' week) and invite, day and week, with the finished period's
  // prize claim; the super member day's ranking and draw. Their own claims replace the generic.
  9: {
    load: () => import('../rankings/RankingView').then((m) => m.BetRankingView),
    replacesParticipation: true,
  },
  15: {
    load: () => import('../rankings/RankingView').then((m) => m.InviteRankingView),
    replacesParticipation: true,
  },
  32: {
    load: () => import('../rankings/SuperMemberDayView').then((m) => m.SuperMemberDayView),
    replacesParticipation: true,
  },
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
