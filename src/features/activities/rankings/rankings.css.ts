import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { card, cardTitle, text, pill, pillBase } from '../activityCard.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, noteText } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

/** The view: its cards one under the other, in the page's gaps. */
export const view = style([
  column.lg,
  {
    minWidth: 0,
  },
]);

/** A card, as the page's own (ActivityDetail.css.ts). */
/** The running period inside its card: countdown, standing, board and prizes. */
export const standings = style([
  column.sm,
  {
    minWidth: 0,
  },
]);

export const row = style([
  splitRow.center,
  textStyle({ flush: true }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const strong = textStyle({ weight: 'bold', color: 'text' });

export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

/** The leaderboard: fixed row height so the placeholder and the data take the same room. */
export const table = style([
  textStyle({ size: 'sm', leading: 'normal' }),
  {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
  },
]);

export const th = style({
  height: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { textAlign: 'end' } },
});

export const rankCol = style({ width: '2.75rem' });
export const playerCol = style({ width: '4.75rem' });
export const prizeCol = style({ width: '5.75rem' });

export const td = style({
  height: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:last-child': { textAlign: 'end' } },
});

/** The player's cell may wrap its "Você" tag under the masked number on a narrow phone. */
export const playerCell = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });

/** The reader's own row: raised and outlined (the "Você" tag says it in words). */
export const mine = style({
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
});

/** The reader's row outside the top: kept at the screen's bottom while the list scrolls by. */
export const pinned = style([
  mine,
  {
    position: 'sticky',
    bottom: 0,
    zIndex: vars.zIndex.sticky,
  },
]);

export const gap = style([
  textStyle({ color: 'textMuted', align: 'center' }),
  {
    height: vars.space.lg,
    letterSpacing: '0.2em',
  },
]);

export const youTag = style([
  pillBase,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
  },
]);

export const prizeList = style([
  sprinkles({ display: 'grid' }),
  textStyle({ size: 'sm', leading: 'normal', flush: true }),
  {
    gridTemplateColumns: '1fr auto',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
  },
]);

export const prizeRank = style({ margin: 0, color: vars.color.textMuted });
export const prizeAmount = style({ margin: 0, textAlign: 'end' });

export const chips = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }),
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const chip = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const clubList = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const club = style([
  sprinkles({ display: 'grid', alignItems: 'center' }),
  {
    gridTemplateColumns: '2rem 1fr auto',
    columnGap: vars.space.sm,
    minHeight: '3.5rem',
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
]);

export const clubPlace = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const clubName = textStyle({ size: 'sm', weight: 'bold', leading: 'normal', flush: true });

export const clubMeta = noteText;

export const clubPrize = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }),
  textStyle({ size: 'xs', color: 'textMuted' }),
]);

/** One band of the prize list: its dt and dd sit in the list's grid. */
export const prizeBand = style({ display: 'contents' });

// Shared with every activity card (activityCard.css.ts).
export { card, cardTitle, pill, text };
