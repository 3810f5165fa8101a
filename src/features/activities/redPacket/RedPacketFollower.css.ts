import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { bottomStrip, cornerStrip, floatTimer } from '../../../ui/Float/float.css';
import {
  dockedFloat,
  dockedTimer,
  dockMotion,
  FLOAT_ICON_SIZE,
  SCROLL_TOP_SLOT,
} from '../floatGeometry';

/**
 * Where the packet sits: the bottom-right corner of the 500 px column, one slot above the
 * scroll-to-top button (same corner, same insets: ScrollToTop.css.ts), so the two never overlap
 * and the tab bar stays clear. On the home the right-hand float column moves up by one packet
 * slot while the packet shows (floatGeometry.ts, FloatingButtons `reserveBottom`).
 */
const slotAbove = `calc(${SCROLL_TOP_SLOT} + ${vars.space.lg})`;

// The docked packet's tucked half stops at the column's edge (not over the desktop backdrop);
// its countdown and ring still reach above and below the strip.
export const layer = bottomStrip(slotAbove, { ...cornerStrip, overflowX: 'clip' });

// The `rotate` property, not `transform`: the shake turns the packet where it is, docked or
// open, instead of replacing the transform that docks it.
const shake = keyframes({
  '0%, 100%': { rotate: '0deg' },
  '10%, 50%, 90%': { rotate: '-12deg' },
  '30%, 70%': { rotate: '12deg' },
});

export const packet = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    width: FLOAT_ICON_SIZE,
    height: FLOAT_ICON_SIZE,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.lg,
    background: 'transparent',
    color: vars.color.onDanger,
    cursor: 'pointer',
    pointerEvents: 'auto',
    filter: `drop-shadow(0 2px 4px rgba(0, 0, 0, 0.35))`,
    ...dockMotion,
  },
  variants: {
    // At rest: a half packet in the gutter, clear of the page (floatDock.ts). The corner strip
    // stands it `md` from the edge.
    docked: {
      true: dockedFloat('right', vars.space.md),
      false: {},
    },
    // Spec 4/9: 6 s after socket message 1016. Everyone gets the gold ring; only players who
    // allow motion get the shake (reduced motion and the story runner: the ring alone).
    shaking: {
      true: {
        outline: `3px solid ${vars.color.reward}`,
        outlineOffset: '2px',
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            animation: `${shake} 600ms ${vars.motion.easing} infinite`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { shaking: false, docked: true },
});

export const art = style({ width: '100%', height: '100%', display: 'block' });

/** The countdown pill on the packet's lower edge, as on the floating icons; docked, down the gutter. */
export const timer = recipe({
  base: {
    ...floatTimer,
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    docked: { true: dockedTimer('right'), false: {} },
  },
  defaultVariants: { docked: true },
});

/** The result sheet's body: fixed height, so claiming → won / refused does not move the sheet. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.size.touchTarget} * 3)`,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const refusal = style([message, { color: vars.color.dangerText }]);

export const action = style({ alignSelf: 'stretch', marginTop: vars.space.md });
