import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const barHeight = `calc(${vars.size.tabBarHeight} + env(safe-area-inset-bottom, 0px))`;

/** Keeps the end of the page clear of the fixed bar: it takes the bar's height in the flow. */
export const spacer = style({
  flexShrink: 0,
  height: barHeight,
});

/**
 * Fixed to the bottom of the 500 px column (spec 9): left and right 0 with a max width and auto
 * margins centre it on the desktop frame. The home indicator of notched phones gets its own
 * padding below the tabs.
 */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.tabBar,
  maxWidth: vars.size.frameMaxWidth,
  height: barHeight,
  marginInline: 'auto',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  height: vars.size.tabBarHeight,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  minWidth: 0,
});

export const link = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.primary },
    // Inside the cell: the bar's edges would cut an outer ring.
    '&:focus-visible': { outlineOffset: '-4px', borderRadius: vars.radius.md },
  },
});

/** The current tab gets a short bar over its icon, so it is not told by colour alone. */
export const currentMark = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  width: vars.space.xl,
  height: '3px',
  transform: 'translateX(-50%)',
  borderBottomLeftRadius: vars.radius.sm,
  borderBottomRightRadius: vars.radius.sm,
  background: 'currentColor',
});

/** Deposit stands out: its icon sits on a raised primary disc. */
export const depositDisc = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  // Taller than the other icons by 8 px, all of it above them, so the labels stay in line.
  marginTop: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
