import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, surfaceTitle } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl', padding: 'lg' }),
  {
    minWidth: 0,
  },
]);

export const rules = column.sm;

export const rulesTitle = surfaceTitle.heading;

export const rulesList = style([
  column.sm,
  textStyle({ size: 'sm', leading: 'normal', flush: true }),
  {
    paddingInlineStart: vars.space.xl,
  },
]);

export const rulesNote = hintText;
