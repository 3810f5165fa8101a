import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';
import { surfaceTitle } from '../../../ui/Surface/surface.css';

export const root = style([
  column.sm,
  {
    minWidth: 0,
  },
]);

export const heading = surfaceTitle.heading;

/** Swiper's box: the full width of the page body; cards peek in from both sides. */
export const swiper = style({
  width: '100%',
  // Above swiper's own `.swiper { margin: auto }` defaults, nothing else.
  marginInline: 0,
});

/** Every slide as tall as the card inside (swiper's default is 100 % of the wrapper). */
export const slide = style({
  height: 'auto',
  boxSizing: 'border-box',
});

/**
 * The placeholder stands where swiper puts the centred card: the width swiper gives a slide
 * ((100 % - 0.15 x 8 px) / 1.15, down to a whole pixel: `roundLengths`), centred, so the loaded
 * card lands where the placeholder was.
 */
export const skeletonTrack = style([
  sprinkles({ display: 'flex', justifyContent: 'center' }),
  {
    overflow: 'hidden',
  },
]);

export const skeletonCard = style({
  flexShrink: 0,
  width: 'round(down, calc((100% - 1.2px) / 1.15), 1px)',
});

export const controls = style([splitRow.center]);

/** A button at the end stays focusable (aria-disabled) and looks inactive. */
globalStyle(`${controls} [aria-disabled="true"]`, { opacity: 0.45, cursor: 'default' });

export const position = style({
  flex: 1,
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = textStyle({
  size: 'xs',
  leading: 'normal',
  color: 'textMuted',
  align: 'center',
  flush: true,
});

export const details = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium' }),
  {
    alignSelf: 'center',
    minHeight: vars.size.touchTarget,
  },
]);
