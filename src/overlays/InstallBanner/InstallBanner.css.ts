import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bannerCard, bottomStrip, closeButton } from '../../ui/Float/float.css';

/**
 * The banner floats over the page (position fixed): it never pushes content, so showing or
 * hiding it shifts nothing. It sits above the tab bar where the page has one, inside the 500 px
 * column, and is the polite live region itself (present, empty, before the banner fills it).
 */
export const layer = bottomStrip(vars.space.sm, {
  paddingInline: vars.space.sm,
  pointerEvents: 'none',
});

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
});

export const card = style({
  ...bannerCard,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  pointerEvents: 'auto',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
});

export const appIcon = style({
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const copy = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const shareIcon = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  marginInline: vars.space.xxs,
  verticalAlign: '-0.25em',
  color: vars.color.link,
});

export const close = style({
  ...closeButton,
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const closeIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
