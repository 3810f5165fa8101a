import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});
