import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Three tiles side by side, full-bleed section padded like its neighbours. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.lg,
  listStyle: 'none',
});

export const link = style({ display: 'block', borderRadius: vars.radius.md });

export const error = style({ paddingInline: vars.space.lg });
