import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * The look the activity pop-ups of the home icon row share (sign-in, red packet, new red
 * packet): a centred column with the envelope art, the countdown line, the live summary of what
 * the player won, the server's refusal and the one action.
 */

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const art = style({
  width: `calc(${vars.size.iconLg} * 3)`,
  height: `calc(${vars.size.iconLg} * 3)`,
});

/** The red envelope with its gold seal, in theme colours (danger and reward). */
export const envelope = style({ fill: vars.color.danger });
export const flap = style({ fill: vars.color.dangerHover });
export const seal = style({ fill: vars.color.reward });
export const sealMark = style({ fill: vars.color.onReward });

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

/** The live region: the label and amount won, then the state's message, centred. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  textAlign: 'center',
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const refusal = style([message, { color: vars.color.dangerText }]);

export const action = style({ alignSelf: 'stretch' });
