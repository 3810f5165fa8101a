import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Plain classes rather than a `recipe`: see ui/Button/Button.css.ts.
export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // Square and never smaller than the touch target, whatever the icon's size.
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.secondary },
    },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.border,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.secondaryHover },
    },
  },
});

/** Positions the badge over the button's corner. */
export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

/** Top-right corner slot for a badge; it never takes the tap away from the button. */
export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  display: 'flex',
  pointerEvents: 'none',
});
