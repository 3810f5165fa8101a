import type { OverlayName } from '../../state/overlays';

/**
 * What an icon tap on the type opens (spec 2 "Activity icon taps by type"): a page of the app, a
 * pop-up, or /activityDetail/{type}?id={id} with a view of the type's own ('own': its row in
 * typeViews/typeViews.ts) or the generic page only ('generic').
 */
type ActivityTypeView = 'own' | 'generic' | { route: string } | { overlay: OverlayName };

type ActivityTypeRow = {
  type: number;
  view: ActivityTypeView;
  /**
   * Spec 6: the types hidden from every activity list (home row, side menu, activity page,
   * promotions), whatever loginShow says; loginShow itself comes with each activity.
   */
  hidden?: true;
};

/*
 * The activity types the app knows, one constant each, grouped by family (the folder of
 * features/activities its views live in, or what it is about) and all listed in
 * ACTIVITY_TYPE_ROWS. This is the only place a type number is written: every rule reads it
 * (`SCRATCH_CARD.type`, `activityTypeRow(type)`), and so does the mock world. A type the server
 * sends that has no row is listed and opens the generic /activityDetail page.
 *
 * Each name and family is an identifier rather than a string in its row: the table loads with the
 * home's icon row, whose first load has a byte budget, and strings would add about 230 bytes gzip.
 */

// Family deposits/.
export const DEPOSIT_BONUS = { type: 6, view: { route: '/rechargeRule' } } as const;
/** Spec 3 limitTimeFirstPaySets: also a float (spec 4) and the deposit page's offer. */
export const FIRST_DEPOSIT = { type: 7, view: 'own' } as const;
export const SECOND_DEPOSIT = { type: 13, view: 'own' } as const;
export const TOTAL_PAY = { type: 37, view: 'own', hidden: true } as const;
/** CHOICE: the spec gives the four-step deposit a category (6), not a type; 38 is the mock world's. */
export const FOUR_STEP_DEPOSIT = { type: 38, view: 'generic' } as const;

// Family rankings/.
export const BET_RANKING = { type: 9, view: 'own' } as const;
export const INVITE_RANKING = { type: 15, view: 'own' } as const;
export const SUPER_MEMBER_DAY = { type: 32, view: 'own', hidden: true } as const;

// Family rebates/.
export const DAILY_RESCUE = { type: 1, view: 'own', hidden: true } as const;
export const WEEKLY_RESCUE = { type: 2, view: 'own', hidden: true } as const;
export const EVERYDAY_REBATE = { type: 12, view: 'own' } as const;

// Family tasks/.
export const TREASURE_BOX = { type: 10, view: 'own', hidden: true } as const;
export const CARNIVAL_TASKS = { type: 35, view: 'own', hidden: true } as const;
export const DAY_TASKS = { type: 36, view: 'own', hidden: true } as const;

// Family scratch/. Spec 7 "activity list filtered by type 14": also the home's scratch ticket.
export const SCRATCH_CARD = { type: 14, view: 'own' } as const;

// Family wheel/.
export const LUCKY_WHEEL = { type: 8, view: 'own' } as const;

// Family redPacket/ (the pop-ups are overlays). The new red packet is also a float (spec 4).
export const RED_PACKET_RAIN = { type: 4, view: { overlay: 'redPacket' } } as const;
export const NEW_RED_PACKET = { type: 39, view: { overlay: 'newRedPacket' } } as const;

// Family sign-in (a pop-up), VIP and invite (pages of the app).
export const SEVEN_DAY_SIGN_IN = { type: 21, view: { overlay: 'signIn' } } as const;
export const VIP_CLUB = { type: 3, view: { route: '/viprule' } } as const;
export const INVITE_FRIENDS = { type: 5, view: { route: '/promotion' } } as const;

// No rule of their own: here, named as the mock world seeds them, so every type it serves is known.
export const REDEMPTION_CODE = { type: 11, view: 'generic' } as const;
export const SLOTS_TOURNAMENT = { type: 16, view: 'generic' } as const;

/** Every row, by family (a row left out of this list is one no rule sees: a unit test checks). */
export const ACTIVITY_TYPE_ROWS = [
  // deposits/
  DEPOSIT_BONUS,
  FIRST_DEPOSIT,
  SECOND_DEPOSIT,
  TOTAL_PAY,
  FOUR_STEP_DEPOSIT,
  // rankings/
  BET_RANKING,
  INVITE_RANKING,
  SUPER_MEMBER_DAY,
  // rebates/
  DAILY_RESCUE,
  WEEKLY_RESCUE,
  EVERYDAY_REBATE,
  // tasks/
  TREASURE_BOX,
  CARNIVAL_TASKS,
  DAY_TASKS,
  // scratch/, wheel/
  SCRATCH_CARD,
  LUCKY_WHEEL,
  // redPacket/, sign-in, VIP, invite
  RED_PACKET_RAIN,
  NEW_RED_PACKET,
  SEVEN_DAY_SIGN_IN,
  VIP_CLUB,
  INVITE_FRIENDS,
  // no rule of their own
  REDEMPTION_CODE,
  SLOTS_TOURNAMENT,
] as const satisfies readonly ActivityTypeRow[];

type Row = (typeof ACTIVITY_TYPE_ROWS)[number];

/** A row of the table, as `activityTypeRow` answers it. */
export type ActivityTypeEntry = Row & Pick<ActivityTypeRow, 'hidden'>;

/** The pop-ups an activity icon opens: the overlay names the table uses. */
export type ActivityOverlay = Extract<Row['view'], { overlay: OverlayName }>['overlay'];

/** The types with a view of their own: typeViews/typeViews.ts has a row for each. */
export type OwnViewType = Extract<Row, { view: 'own' }>['type'];

/** The table's row of `type`, or undefined for a type the app does not know. */
export function activityTypeRow(type: number): ActivityTypeEntry | undefined {
  return (ACTIVITY_TYPE_ROWS as readonly ActivityTypeEntry[]).find((row) => row.type === type);
}

/** Spec 6: activities of `type` are left out of every list, whatever their loginShow says. */
export function isHiddenActivityType(type: number): boolean {
  return activityTypeRow(type)?.hidden === true;
}
