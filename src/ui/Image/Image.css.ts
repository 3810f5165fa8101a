import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The box holds the final size from the first frame: its aspect ratio is set inline. */
export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.skeleton,
  selectors: {
    '&[data-status="error"]': {
      background: vars.color.surfaceRaised,
      boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    },
  },
});

// Plain classes rather than a `recipe` (its runtime would be on the first load): see
// ui/Button/Button.css.ts.
export const frameRadius = styleVariants({
  none: {},
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  transition: `opacity ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '[data-status="loaded"] > &': { opacity: 1 } },
});

export const imageFit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const fallbackIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});

export const cutStroke = style({ stroke: vars.color.surfaceRaised });
