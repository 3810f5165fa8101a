import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

export const flag = style({
  flexShrink: 0,
  width: '36px',
  height: '24px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const flagFallback = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  textStyle({ size: 'xs', weight: 'bold' }),
  {
    flexShrink: 0,
    width: '36px',
    height: '24px',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  },
]);

export const name = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
});

export const check = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.primary,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export const error = style({
  margin: 0,
  marginTop: vars.space.md,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});
