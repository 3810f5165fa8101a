import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { card, cardTitle, text, pill, pillBase } from '../activityCard.css';

/** The view: its cards one under the other, in the page's gaps. */
export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** A card, as the page's own (ActivityDetail.css.ts). */
/** The running period inside its card: countdown, standing, board and prizes. */
export const standings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const row = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
});

export const strong = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

/** The leaderboard: fixed row height so the placeholder and the data take the same room. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

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

export const gap = style({
  height: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  letterSpacing: '0.2em',
});

export const youTag = style([
  pillBase,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
  },
]);

export const prizeList = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const prizeRank = style({ margin: 0, color: vars.color.textMuted });
export const prizeAmount = style({ margin: 0, textAlign: 'end' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const clubList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const club = style({
  display: 'grid',
  gridTemplateColumns: '2rem 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minHeight: '3.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const clubPlace = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const clubName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const clubMeta = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const clubPrize = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** One band of the prize list: its dt and dd sit in the list's grid. */
export const prizeBand = style({ display: 'contents' });

// Shared with every activity card (activityCard.css.ts).
export { card, cardTitle, pill, text };
