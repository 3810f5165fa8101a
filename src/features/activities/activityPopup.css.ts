import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * The look the activity pop-ups of the home icon row share (sign-in, red packet, new red
 * packet): a centred column, then the live summary of what the player won, the state's message
 * and the server's refusal. The red packets add their art and countdown (redPacket/).
 */

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
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
