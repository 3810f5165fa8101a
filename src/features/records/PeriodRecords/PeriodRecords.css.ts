import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { hintText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const filters = style([
  column.md,
  {
    paddingTop: vars.space.md,
  },
]);

/** Reserves its line while the count is unknown, so the rows never move down. */
export const count = style([
  sprinkles({ paddingInline: 'lg' }),
  hintText,
  {
    minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  },
]);
