import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ paddingInline: vars.space.lg });

export const button = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  cursor: 'pointer',
});
