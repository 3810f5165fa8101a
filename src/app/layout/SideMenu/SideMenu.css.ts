import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

/**
 * The modal panel spans the 500 px column from top to bottom (spec 9) but is see-through and
 * lets taps pass: only the drawer on its left takes them, so a tap beside the drawer lands on
 * the scrim and closes the menu.
 */
export const panel = style({
  display: 'flex',
  alignSelf: 'stretch',
  width: '100%',
  maxWidth: vars.size.frameMaxWidth,
  pointerEvents: 'none',
});

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  width: '86%',
  maxWidth: '340px',
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  pointerEvents: 'auto',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  height: vars.size.headerHeight,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  boxSizing: 'content-box',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
});

export const logo = style({
  maxWidth: '100%',
  maxHeight: vars.size.iconLg,
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const wordmark = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.rewardText,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  paddingBlockEnd: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  paddingInline: vars.space.md,
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.xs,
});

export const greeting = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const accountButtons = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Categories as a three-column grid of tiles: all ten fit on one screen. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.secondary },
    // Inside the row: the drawer's scroller would clip an outer ring at its edges.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

/** A category: icon over a name of up to two lines. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const tileLabel = style({
  display: '-webkit-box',
  maxWidth: '100%',
  overflow: 'hidden',
  overflowWrap: 'break-word',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
});

export const rowIcon = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

/** A shell icon in a row: same box as a picture, so the labels line up. */
export const rowGlyph = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const rowLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowValue = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const rowChevron = style({
  display: 'flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

globalStyle(`${rowChevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
