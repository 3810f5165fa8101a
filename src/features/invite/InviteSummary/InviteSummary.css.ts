import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { textStyle } from '../../../ui/patterns/text.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const title = surfaceTitle.heading;

export const grid = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' }),
  { margin: 0 },
]);

export const tile = surface({ tone: 'flat', padding: 'md', stack: 'xxs' });

export const label = textStyle({ size: 'xs', leading: 'normal', color: 'textMuted' });

/** The figure's line: the same height as its placeholder line. */
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
