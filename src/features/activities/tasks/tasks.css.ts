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
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, noteText } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const headRow = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});

export const timer = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  textStyle({ size: 'xs', leading: 'normal', color: 'textMuted' }),
]);

export const list = style([
  column.sm,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

/** One task (or box): its name and state on top, its bar or action below. */
export const item = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    minWidth: 0,
  },
]);

export const itemRow = style([
  splitRow.center,
  {
    minWidth: 0,
  },
]);

export const itemTitle = style([
  textStyle({ size: 'sm', weight: 'medium', leading: 'normal', flush: true }),
  {
    overflowWrap: 'anywhere',
  },
]);

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
export const balance = column.xs;

export const balanceValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.rewardText,
});

export const table = style([
  textStyle({ size: 'sm', leading: 'normal' }),
  {
    width: '100%',
    borderCollapse: 'collapse',
  },
]);

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
export const boxes = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    padding: 0,
    listStyle: 'none',
  },
]);

export const box = styleVariants({
  collectable: [item, { alignItems: 'stretch', border: `1px solid ${vars.color.reward}` }],
  collected: [item, { alignItems: 'stretch', border: `1px solid transparent` }],
  locked: [item, { alignItems: 'stretch', border: `1px solid transparent` }],
});

export const boxNote = style([
  noteText,
  {
    minHeight: `calc(${vars.lineHeight.normal} * 2em)`,
  },
]);

/** The claim's outcome, said in place (the activity card's), in the list's text size. */
const outcomeText = { margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal };

export const outcome = style([cardOutcome, outcomeText]);

/** A live region present from the start, taking no room while empty. */
export const live = style([outcomeLive, outcomeText]);

export const won = textStyle({ weight: 'bold', color: 'rewardText', flush: true });

export const refused = textStyle({ weight: 'bold', color: 'dangerText', flush: true });

export const skeletonList = style([list, { pointerEvents: 'none' }]);

/** Where a box's button would be: the same height, so opening a box moves nothing. */
export const actionSlot = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const caption = style([title, { textAlign: 'start', marginBlockEnd: vars.space.sm }]);

// Shared with every activity card (activityCard.css.ts).
export { card, title, text };
