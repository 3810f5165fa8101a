import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../patterns/text.css';

/** The whole row is the label: the touch target is the row's height, not the small box. */
export const row = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  textStyle({ size: 'sm', color: 'text' }),
  {
    minHeight: vars.size.touchTarget,
    cursor: 'pointer',
  },
]);

export const box = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
