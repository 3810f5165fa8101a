import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import {
  card,
  cardTitle as title,
  row,
  text,
  pill,
  progress,
  progressLabel,
  numeric,
  td as cell,
} from '../activityCard.css';

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A row's last cell may hold a pill or a claim button: every cell keeps to its middle line. */
export const td = style([cell, { verticalAlign: 'middle' }]);

export const muted = style({ color: vars.color.textMuted });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const timer = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const timerValue = style({ color: vars.color.text, fontSize: vars.fontSize.md });

/** The type 39 pop-up's schedule: full width under the action, rows left-aligned. */
export const rounds = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'start',
});

export const roundList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const round = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A pill on its own line of a card (a column flex box would stretch it). */
export const alone = style({ alignSelf: 'flex-start' });

// Shared with every activity card (activityCard.css.ts).
export { card, title, row, text, pill, progress, progressLabel, numeric };
