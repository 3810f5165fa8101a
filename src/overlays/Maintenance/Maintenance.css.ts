import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surface } from '../../ui/Surface/surface.css';

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

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  marginBlock: 'auto',
  textAlign: 'center',
});

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
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

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

export const timeZone = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const countdown = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.sm,
});

export const backIn = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * 1.5)`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
