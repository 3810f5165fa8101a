import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const filters = style([
  column.sm,
  {
    paddingTop: vars.space.md,
  },
]);

/** Reserves its line while the count is unknown, so nothing below moves. */
export const count = style([
  sprinkles({ paddingInline: 'lg' }),
  textStyle({ size: 'sm', color: 'textMuted', flush: true }),
  {
    minHeight: '1.5em',
  },
]);
