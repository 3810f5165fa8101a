import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../patterns/text.css';
import { column } from '../patterns/layout.css';

/*
 * One row of a list of records or messages: a filled strip with its text on the left (a title
 * that ends in an ellipsis over a muted line) and its figures, tag or chevron on the right. It is
 * a style module, not a component: each list keeps its own markup (a link, a button stretched
 * over the row, a plain item). Each element takes each property from one place, so a user adds
 * only what the shared class leaves out and load order never decides a pixel.
 */

/** The strip without its spacing: for a row that places its own gap, height and side padding. */
export const listRowBase = style([
  sprinkles({ display: 'flex', alignItems: 'center', paddingBlock: 'sm' }),
  textStyle({ color: 'text' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

/** A record row, as tall as the record list's placeholder rows (64 px). */
export const listRow = style([
  listRowBase,
  { gap: vars.space.md, minHeight: '64px', paddingInline: vars.space.md },
]);

/** The text column: it takes the room the figures leave, and may shrink so the title can clip. */
export const listRowMain = style([
  column.xxs,
  {
    flex: 1,
    minWidth: 0,
  },
]);

/** One line: a long name ends in an ellipsis instead of pushing the figures off the row. */
export const listRowTitle = style([
  textStyle({ size: 'md', weight: 'medium' }),
  {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

/** The muted line under the title (the kind, the date). */
export const listRowMeta = style([textStyle({ size: 'sm', color: 'textMuted' })]);

/**
 * The figures at the row's end (an amount over its status, a win over its date): right-aligned
 * and never squeezed, so the figures of every row line up.
 */
export const listRowEnd = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 'xxs' }),
  { flexShrink: 0 },
]);

/** The chevron at the end of a row that opens a detail. */
export const listRowChevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});
