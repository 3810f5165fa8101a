import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/*
 * What the red-packet pop-ups add to the activity pop-ups' shared look (../activityPopup.css):
 * the envelope art, the countdown line and the one action.
 */

export const art = style({
  width: `calc(${vars.size.iconLg} * 3)`,
  height: `calc(${vars.size.iconLg} * 3)`,
});

export const timer = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const timerValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const action = style({ alignSelf: 'stretch' });
