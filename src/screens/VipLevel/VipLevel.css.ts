import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { column } from '../../ui/patterns/layout.css';
import { textStyle } from '../../ui/patterns/text.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const skeleton = column.lg;

export const notFound = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'sm',
});

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium' }),
  {
    minHeight: vars.size.touchTarget,
  },
]);
