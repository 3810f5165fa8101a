import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pageColumn } from '../../../ui/Surface/surface.css';

export const page = pageColumn;

/** The body never grows wider than the column for a wide child (a reward table, server HTML). */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

/** The not-found state's way back, centred under its message. */
export const action = style({
  display: 'flex',
  justifyContent: 'center',
});
