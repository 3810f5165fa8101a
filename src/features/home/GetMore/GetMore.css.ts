import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.lg,
});

/** Same box while loading and loaded: a touch-target-tall pill. */
export const slot = style({
  width: '60%',
  minWidth: '200px',
  height: vars.size.touchTarget,
  textDecoration: 'none',
});

export const placeholder = style({ display: 'block' });
