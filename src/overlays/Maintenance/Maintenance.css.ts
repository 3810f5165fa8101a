import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';

/** The whole viewport, over the layer's dialog padding: nothing of the app shows through. */
export const page = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflowY: 'auto',
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
});

export const content = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'md' }),
  textStyle({ align: 'center' }),
  {
    width: '100%',
    maxWidth: vars.size.pageMaxWidth,
    marginBlock: 'auto',
  },
]);

export const illustration = style({
  width: '112px',
  height: '112px',
  color: vars.color.primary,
});

export const disc = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
});

// 22px on the 1.5 line height (33px): 1.25 gives 27.5px lines and half-pixel layout below.
export const title = textStyle({ size: 'xl', weight: 'bold', leading: 'normal', flush: true });

export const description = textStyle({ leading: 'normal', color: 'textMuted', flush: true });

export const window = style([
  surface({ tone: 'flat', padding: 'lg' }),
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    alignSelf: 'stretch',
  },
]);

export const windowText = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const timeZone = textStyle({ size: 'xs', color: 'textMuted', flush: true });

export const countdown = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs' }),
  {
    marginTop: vars.space.sm,
  },
]);

export const backIn = textStyle({ size: 'sm', color: 'textMuted' });

export const status = style([
  hintText,
  {
    minHeight: `calc(${vars.fontSize.sm} * 1.5)`,
  },
]);
