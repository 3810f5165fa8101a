import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

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
export const summary = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs' }),
  textStyle({ align: 'center', flush: true }),
]);

export const label = textStyle({ size: 'sm', leading: 'normal', color: 'textMuted' });

export const message = textStyle({
  size: 'sm',
  leading: 'normal',
  color: 'textMuted',
  align: 'center',
  flush: true,
});

export const refusal = style([message, { color: vars.color.dangerText }]);
