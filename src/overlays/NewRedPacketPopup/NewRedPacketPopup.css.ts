import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* The rest of the pop-up's look is the activity pop-ups' (features/activities/activityPopup.css.ts). */

export const range = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const remaining = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});
