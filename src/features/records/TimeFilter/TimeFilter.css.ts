import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';

/** One row of period chips; they share the width (four short labels fit a 320 px phone). */
export const row = style([
  sprinkles({ display: 'grid', gap: 'sm', paddingInline: 'lg' }),
  {
    gridTemplateColumns: 'repeat(4, 1fr)',
  },
]);
