import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.dangerText}`,
  background: vars.color.surfaceSunken,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
