import { style } from '@vanilla-extract/css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const list = style([
  column.xs,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);
