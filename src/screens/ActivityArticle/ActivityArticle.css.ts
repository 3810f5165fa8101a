import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const date = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
