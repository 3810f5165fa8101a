import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import {
  card,
  cardTitle as title,
  outcome as cardOutcome,
  outcomeLive,
  pillBase as activityPill,
  text,
} from '../activityCard.css';

export const headRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One task (or box): its name and state on top, its bar or action below. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const figure = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const muted = style([
  figure,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
]);

// The activity pill's shape, with room for the check of a done task.
const pillBase = style([activityPill, { gap: vars.space.xxs }]);

/** The state pill; the text says the state, the colour only repeats it. */
export const pill = styleVariants({
  todo: [pillBase, { background: vars.color.surface, color: vars.color.warningText }],
  done: [pillBase, { background: vars.color.surface, color: vars.color.successText }],
  locked: [pillBase, { background: vars.color.surface, color: vars.color.textMuted }],
});

export const check = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

/** The carnival balance: the big figure and the way to the next prize. */
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const balanceValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.rewardText,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const th = style({
  paddingBlock: vars.space.xs,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

export const end = style({ textAlign: 'end' });

/** The treasure boxes: two per row on a phone. */
export const boxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const box = styleVariants({
  collectable: [item, { alignItems: 'stretch', border: `1px solid ${vars.color.reward}` }],
  collected: [item, { alignItems: 'stretch', border: `1px solid transparent` }],
  locked: [item, { alignItems: 'stretch', border: `1px solid transparent` }],
});

export const boxNote = style({
  margin: 0,
  minHeight: `calc(${vars.lineHeight.normal} * 2em)`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The claim's outcome, said in place (the activity card's), in the list's text size. */
const outcomeText = { margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal };

export const outcome = style([cardOutcome, outcomeText]);

/** A live region present from the start, taking no room while empty. */
export const live = style([outcomeLive, outcomeText]);

export const won = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.rewardText,
});

export const refused = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
});

export const skeletonList = style([list, { pointerEvents: 'none' }]);

/** Where a box's button would be: the same height, so opening a box moves nothing. */
export const actionSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
});

export const caption = style([title, { textAlign: 'start', marginBlockEnd: vars.space.sm }]);

// Shared with every activity card (activityCard.css.ts).
export { card, title, text };
