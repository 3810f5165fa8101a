import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Scrolls sideways when the tabs do not fit (activity categories), without a visible bar. */
export const list = style({
  display: 'flex',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = recipe({
  base: {
    position: 'relative',
    flex: '0 0 auto',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[aria-selected="true"]': { color: vars.color.text },
      '&:hover:not([aria-selected="true"])': { color: vars.color.text },
      // The list clips overflow, so the focus ring is drawn inside the tab.
      '&:focus-visible': { outlineOffset: '-2px', borderRadius: vars.radius.md },
      '[aria-busy="true"] > &': { cursor: 'progress' },
      // Active indicator: a bar under the selected tab.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space.md,
        bottom: 0,
        height: '3px',
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        background: vars.color.primary,
        transform: 'scaleX(0)',
        transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
      },
      '&[aria-selected="true"]::after': { transform: 'scaleX(1)' },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[aria-selected="true"]::after': { background: 'Highlight' } },
      },
    },
  },
  variants: {
    stretch: {
      true: { flex: '1 1 0' },
      false: {},
    },
  },
  defaultVariants: { stretch: false },
});

export const panel = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});
