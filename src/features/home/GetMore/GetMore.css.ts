import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';

export const root = sprinkles({ display: 'flex', justifyContent: 'center', paddingInline: 'lg' });

/** Same box while loading and loaded: a touch-target-tall pill. */
export const slot = style({
  width: '60%',
  minWidth: '200px',
  height: vars.size.touchTarget,
  textDecoration: 'none',
});

export const placeholder = style({ display: 'block' });
