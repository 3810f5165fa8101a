import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';

/*
 * What the red-packet pop-ups add to the activity pop-ups' shared look (../activityPopup.css):
 * the envelope art, the countdown line and the one action.
 */

export const art = style({
  width: `calc(${vars.size.iconLg} * 3)`,
  height: `calc(${vars.size.iconLg} * 3)`,
});

export const timer = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'xs' }),
  hintText,
]);

export const timerValue = textStyle({ size: 'md', color: 'text' });

export const action = style({ alignSelf: 'stretch' });
