import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

export const chips = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    padding: 0,
    listStyle: 'none',
  },
]);
