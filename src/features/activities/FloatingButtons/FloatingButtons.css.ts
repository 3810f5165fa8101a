import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { columnStrip, floatDisc, floatTimer, liftedBottom } from '../../../ui/Float/float.css';
import {
  dockedFloat,
  dockedTimer,
  dockMotion,
  FLOAT_GAP,
  RED_PACKET_SLOT,
  SCROLL_TOP_SLOT,
} from '../floatGeometry';

const iconSize = `calc(${vars.size.touchTarget} + ${vars.space.sm})`;

/**
 * A strip over the bottom of the 500 px column (the tab bar's centring trick), above the tab
 * bar. It clips, so icons sliding out disappear at the column's edge, not over the desktop
 * backdrop; it lets taps through everywhere but on the icons.
 */
export const layer = style({
  ...columnStrip,
  bottom: liftedBottom(vars.space.lg),
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  paddingInline: vars.space.md,
  paddingTop: vars.space.md,
  overflow: 'hidden',
  pointerEvents: 'none',
});

/** Telegram on the left, the social and activity icons on the right (spec 2, home item 12). */
export const column = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    // Room for a docked countdown under one tab, and for the × over the next icon.
    gap: FLOAT_GAP,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}, opacity ${vars.motion.durationSlow} ${vars.motion.easing}`,
  },
  variants: {
    side: {
      left: {},
      // Leaves the bottom-right corner to the scroll-to-top button.
      right: {
        marginLeft: 'auto',
        paddingBottom: SCROLL_TOP_SLOT,
      },
    },
    // And to the red packet above it while the packet shows (floatGeometry.ts).
    reserveBottom: {
      true: {},
      false: {},
    },
    // Spec 4: out of the way while the page scrolls.
    away: {
      true: { opacity: 0 },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { side: 'right', reserveBottom: true },
      style: { paddingBottom: `calc(${SCROLL_TOP_SLOT} + ${RED_PACKET_SLOT})` },
    },
    {
      variants: { side: 'left', away: true },
      style: { transform: `translateX(calc(-100% - ${vars.space.lg}))` },
    },
    {
      variants: { side: 'right', away: true },
      style: { transform: `translateX(calc(100% + ${vars.space.lg}))` },
    },
  ],
  defaultVariants: { side: 'right', away: false, reserveBottom: false },
});

/*
 * An icon docks at rest (floatDock.ts): shrunk, half tucked behind its side's edge, inside the
 * gutter; the player opens it to full size. The layer's inline padding is how far the full-size
 * icon stands from the edge.
 */
export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    pointerEvents: 'auto',
    ...dockMotion,
  },
  variants: {
    side: { left: {}, right: {} },
    docked: {
      true: {},
      // An open icon draws over its docked neighbours (its × and countdown reach them).
      false: { zIndex: 1 },
    },
  },
  compoundVariants: (['left', 'right'] as const).map((side) => ({
    variants: { side, docked: true },
    style: dockedFloat(side, vars.space.md),
  })),
  defaultVariants: { side: 'right', docked: true },
});

export const action = style({
  display: 'block',
  width: iconSize,
  height: iconSize,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
});

export const icon = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

/** The countdown sits on the icon's lower edge, as a small pill; docked, down the gutter. */
export const timer = recipe({
  base: floatTimer,
  variants: {
    side: { left: {}, right: {} },
    docked: { true: {}, false: {} },
  },
  compoundVariants: (['left', 'right'] as const).map((side) => ({
    variants: { side, docked: true },
    style: dockedTimer(side),
  })),
  defaultVariants: { side: 'right', docked: true },
});

/** The × on the icon's top-right corner: 24 px, the WCAG 2.5.8 minimum, clear of the icon. */
export const dismiss = style({
  ...floatDisc,
  position: 'absolute',
  top: `calc(-1 * ${vars.space.sm})`,
  right: `calc(-1 * ${vars.space.sm})`,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const dismissIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
