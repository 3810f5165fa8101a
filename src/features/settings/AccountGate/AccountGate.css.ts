import { style } from '@vanilla-extract/css';

export const noPhone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

/** A link drawn as a button: no underline. */
export const link = style({ textDecoration: 'none' });
