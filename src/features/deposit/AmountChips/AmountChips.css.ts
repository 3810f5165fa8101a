import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
