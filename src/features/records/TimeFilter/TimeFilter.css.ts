import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** One row of period chips; they share the width (four short labels fit a 320 px phone). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
});
