import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

export const frame = sprinkles({ display: 'flex', justifyContent: 'center' });

// Scanners read dark modules on a light background; an inverted code (light on dark, as the
// dark theme's text colours would draw it) fails on many phones. So the code keeps black on
// white in both themes: these two are not theme colours but part of the QR symbol itself.
export const svg = style({
  display: 'block',
  background: 'white',
  borderRadius: vars.radius.md,
});

export const modules = style({
  fill: 'black',
});

export const failed = style([
  sprinkles({ padding: 'md' }),
  textStyle({ size: 'sm', color: 'textMuted', align: 'center', flush: true }),
]);
