import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Full-bleed section; it pads itself so the Home only stacks sections with a vertical gap. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
});

/** A scroll-snap track: native swipe with momentum, one slide per view, no scrollbar. */
export const track = style({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
});

export const slideLink = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

/** The same box as a banner, for the skeleton and the error state. */
export const box = style({ width: '100%' });

/**
 * The controls row is reserved from the first frame (skeleton included), so the dots arriving
 * after first paint move nothing.
 */
export const controls = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.size.iconMd,
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 px hit area (WCAG 2.5.8) around a small dot; the current one is a wider pill. */
export const dot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    display: 'block',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.borderStrong,
    transition: `width ${vars.motion.durationBase} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: vars.space.lg, background: vars.color.primary },
  },
});

export const pause = style({
  position: 'absolute',
  right: 0,
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const pauseIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
