import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ActivityDetail } from '../../../api/contract';
import {
  activityTypeRow,
  BET_RANKING,
  CARNIVAL_TASKS,
  DAILY_RESCUE,
  DAY_TASKS,
  EVERYDAY_REBATE,
  FIRST_DEPOSIT,
  INVITE_RANKING,
  LUCKY_WHEEL,
  SCRATCH_CARD,
  SECOND_DEPOSIT,
  SUPER_MEMBER_DAY,
  TOTAL_PAY,
  TREASURE_BOX,
  WEEKLY_RESCUE,
  type OwnViewType,
} from '../activityTypes';

/**
 * What a type's own view receives on /activityDetail/{type}?id=: the activity's detail as the page
 * read it, whether a player is logged in, and a way to read the detail again (after a claim, a
 * spin, a sign-in...).
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
 * The views of their own that activity types have (spec 7 Activity calls): a row for each type
 * whose row in the activity type table (activityTypes.ts) says `view: 'own'`, and no other; a
 * missing or extra row fails the type check. Types of one family may share a module. Any other
 * type uses the generic page only (banner, period, participation and claim, reward table, rules).
 */
const TYPE_VIEWS = {
  // Scratch card: its own cards, scratch, combine and withdraw (replaces the generic claim).
  [SCRATCH_CARD.type]: {
    load: () => import('../scratch/ScratchView').then((m) => m.ScratchView),
    replacesParticipation: true,
  },
  // Wheels: the lucky turntable and the day and month big wheels (own spin), above the
  // generic claim card (the activity's own bonus, getActivityBonus).
  [LUCKY_WHEEL.type]: {
    load: () => import('../wheel/WheelView').then((m) => m.WheelView),
    replacesParticipation: false,
  },
  // Rebates: daily and weekly rescue (claim of their own), everyday bet rebate (paid by itself).
  [DAILY_RESCUE.type]: {
    load: () => import('../rebates/RescueView').then((m) => m.RescueView),
    replacesParticipation: true,
  },
  [WEEKLY_RESCUE.type]: {
    load: () => import('../rebates/RescueView').then((m) => m.RescueView),
    replacesParticipation: true,
  },
  [EVERYDAY_REBATE.type]: {
    load: () => import('../rebates/EverydayRebateView').then((m) => m.EverydayRebateView),
    replacesParticipation: true,
  },
  // Deposit promotions: accumulated deposit (own claim per tier), first-pay limited time (the
  // bonus comes with the deposit), second deposit (top-up tiers above the generic claim card).
  [TOTAL_PAY.type]: {
    load: () => import('../deposits/TotalPayView').then((m) => m.TotalPayView),
    replacesParticipation: true,
  },
  [FIRST_DEPOSIT.type]: {
    load: () => import('../deposits/FirstPayView').then((m) => m.FirstPayView),
    replacesParticipation: true,
  },
  [SECOND_DEPOSIT.type]: {
    load: () => import('../deposits/TopUpView').then((m) => m.TopUpView),
    replacesParticipation: false,
  },
  // Tasks: day tasks and carnival tasks above the generic claim card (no task claim in spec 7),
  // treasure boxes (a claim per box).
  [DAY_TASKS.type]: {
    load: () => import('../tasks/DayTasksView').then((m) => m.DayTasksView),
    replacesParticipation: false,
  },
  [CARNIVAL_TASKS.type]: {
    load: () => import('../tasks/CarnivalView').then((m) => m.CarnivalView),
    replacesParticipation: false,
  },
  [TREASURE_BOX.type]: {
    load: () => import('../tasks/TreasureBoxView').then((m) => m.TreasureBoxView),
    replacesParticipation: true,
  },
  // Rankings: bet (with the clubs' week) and invite, day and week, with the finished period's
  // prize claim; the super member day's ranking and draw. Their own claims replace the generic.
  [BET_RANKING.type]: {
    load: () => import('../rankings/RankingView').then((m) => m.BetRankingView),
    replacesParticipation: true,
  },
  [INVITE_RANKING.type]: {
    load: () => import('../rankings/RankingView').then((m) => m.InviteRankingView),
    replacesParticipation: true,
  },
  [SUPER_MEMBER_DAY.type]: {
    load: () => import('../rankings/SuperMemberDayView').then((m) => m.SuperMemberDayView),
    replacesParticipation: true,
  },
} satisfies Record<OwnViewType, TypeViewEntry>;

/** Activity `type` when it has a view of its own, else null (the generic page is all it has). */
export function ownViewType(type: number): OwnViewType | null {
  const row = activityTypeRow(type);
  return row?.view === 'own' ? row.type : null;
}

/** What the own view of `type` loads and whether it replaces the generic claim. */
export function typeViewEntry(type: OwnViewType): TypeViewEntry {
  return TYPE_VIEWS[type];
}

const made = new Map<number, LazyExoticComponent<ComponentType<ActivityTypeViewProps>>>();

export type ActivityTypeView = {
  View: LazyExoticComponent<ComponentType<ActivityTypeViewProps>>;
  replacesParticipation: boolean;
};

/** The view of activity `type`, or null when the generic page is all it has. */
export function activityTypeView(type: number): ActivityTypeView | null {
  const own = ownViewType(type);
  if (own === null) return null;
  const entry = TYPE_VIEWS[own];
  let View = made.get(type);
  if (!View) {
    View = lazy(() => entry.load().then((component) => ({ default: component })));
    made.set(type, View);
  }
  return { View, replacesParticipation: entry.replacesParticipation };
}
