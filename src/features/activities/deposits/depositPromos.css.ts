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
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const figure = style([splitRow.baseline, textStyle({ size: 'sm', flush: true })]);

/** A row's last cell may hold a pill or a claim button: every cell keeps to its middle line. */
export const td = style([cell, { verticalAlign: 'middle' }]);

export const muted = style({ color: vars.color.textMuted });

export const steps = style([
  column.xs,
  textStyle({ size: 'sm', leading: 'normal', flush: true }),
  {
    paddingInlineStart: vars.space.lg,
  },
]);

export const timer = style([
  splitRow.baseline,
  textStyle({ size: 'sm', color: 'textMuted', flush: true }),
]);

export const timerValue = style({ color: vars.color.text, fontSize: vars.fontSize.md });

/** The type 39 pop-up's schedule: full width under the action, rows left-aligned. */
export const rounds = style([
  column.xs,
  {
    alignSelf: 'stretch',
    textAlign: 'start',
  },
]);

export const roundList = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    listStyle: 'none',
    padding: 0,
  },
]);

export const round = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'sm' }),
  textStyle({ size: 'sm' }),
  {
    gridTemplateColumns: 'auto 1fr auto',
    minHeight: vars.size.touchTarget,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
]);

export const itemList = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    listStyle: 'none',
    padding: 0,
  },
]);

export const item = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'sm',
    paddingBlock: 'sm',
  }),
  textStyle({ size: 'sm' }),
  {
    minHeight: vars.size.touchTarget,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
]);

export const itemName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A pill on its own line of a card (a column flex box would stretch it). */
export const alone = style({ alignSelf: 'flex-start' });

// Shared with every activity card (activityCard.css.ts).
export { card, title, row, text, pill, progress, progressLabel, numeric };
