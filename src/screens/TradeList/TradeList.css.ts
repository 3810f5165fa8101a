import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const filters = style([
  column.md,
  {
    paddingTop: vars.space.md,
  },
]);

export const toolbar = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
  paddingInline: 'lg',
});

/** Reserves its line while the count is unknown, so the toolbar never changes height. */
export const count = style([
  textStyle({ size: 'sm', color: 'textMuted' }),
  {
    minWidth: 0,
  },
]);
