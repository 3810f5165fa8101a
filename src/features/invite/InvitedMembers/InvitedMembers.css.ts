import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { listRowBase } from '../../../ui/ListRow/listRow.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';
import { surfaceTitle } from '../../../ui/Surface/surface.css';
import { tagShape } from '../../../ui/patterns/tag.css';

export const root = column.sm;

export const head = splitRow.baseline;

export const title = surfaceTitle.heading;

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The rows, the next page's placeholders and the footer, spaced as every paged list. */
export const rows = column.lg;

export const list = style([
  column.sm,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

/** A row and its placeholder: two lines of text and the tag, the same height. */
export const row = style([
  listRowBase,
  { justifyContent: 'space-between', gap: vars.space.md, paddingInline: vars.space.md },
]);

export const who = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    flex: 1,
    minWidth: 0,
  },
]);

export const number = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
});

export const date = textStyle({ size: 'xs', leading: 'normal', color: 'textMuted' });

export const tag = recipe({
  base: [tagShape, { border: `1px solid ${vars.color.border}` }],
  variants: {
    deposited: {
      true: { color: vars.color.successText, borderColor: vars.color.successText },
      false: { color: vars.color.textMuted },
    },
  },
});
