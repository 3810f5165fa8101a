import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** An icon without a caller's class: the standard medium icon, which never shrinks in a row. */
export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});
