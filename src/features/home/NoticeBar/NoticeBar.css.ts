import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ paddingInline: vars.space.lg });

/** One touch-target-high bar; the link inside stretches over all of it. */
export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
});

export const skeletonBar = style({ height: vars.size.touchTarget });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.rewardText,
  borderRadius: vars.radius.md,
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const bell = style({ display: 'flex', color: vars.color.rewardText, flexShrink: 0 });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

const still = {
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  animationName: 'none',
  transform: 'none',
} as const;

/**
 * Two copies of the notices side by side, moved left by one copy's width per loop (seamless).
 * The duration comes from the measured width (spec 9). Under reduced motion (and in frozen
 * Storybook) the run stands still: the first notice shows, cut with an ellipsis.
 */
export const track = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  animationDuration: '0s',
  willChange: 'transform',
  selectors: {
    [`${bar}:hover &, ${bar}:focus-within &, ${bar}:active &`]: { animationPlayState: 'paused' },
    'html[data-motion="off"] &': still,
  },
  '@media': { '(prefers-reduced-motion: reduce)': still },
});

export const copy = style({
  display: 'inline',
  selectors: {
    'html[data-motion="off"] & + &': { display: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '& + &': { display: 'none' } } } },
});

/** The gap after each notice, also after the last one so the loop joins evenly. */
export const item = style({ paddingRight: vars.space.xxl });

export const errorText = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});
