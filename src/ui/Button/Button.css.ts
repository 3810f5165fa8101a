import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * Plain classes per variant rather than a `recipe`: the button is on the first screen, and the
 * recipe runtime cost the first load about 0.75 KB gzip. `button()` (buttonClass.ts) joins them.
 */
export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.primaryHover },
      '&:active:not(:disabled)': { background: vars.color.primaryPressed },
    },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.border,
    selectors: {
      '&:hover:not(:disabled):not([aria-busy="true"])': {
        background: vars.color.secondaryHover,
      },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.secondary },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.dangerHover },
    },
  },
});

export const size = styleVariants({
  md: {},
  sm: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
});

export const block = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The label keeps its width while loading so the button never changes size. */
export const label = style({
  // opacity, not visibility: the label stays the button's accessible name while busy.
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
