import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * The bottom-right corner of the 500 px column is shared by three floating things, stacked so
 * they never overlap (spec 2 home item 12, spec 4): the scroll-to-top button at the bottom
 * (ScrollToTop.css.ts), the red packet that follows the player one slot above it
 * (redPacket/RedPacketFollower.css.ts), and on the home the right-hand float column above both
 * (FloatingButtons.css.ts). Plain strings of theme variables, so either side can read them
 * without pulling the other's styles into its chunk.
 */

/** A floating icon's size: a 44 px touch target and a little more. */
export const FLOAT_ICON_SIZE = `calc(${vars.size.touchTarget} + ${vars.space.sm})`;

/**
 * The gap between two floats of a stack: room for a docked float's countdown, which runs down
 * the gutter under its tab (dockedTimer), and for the × over the next float once one is open.
 */
export const FLOAT_GAP = `calc(${vars.space.xl} + ${vars.space.lg})`;

/** What the scroll-to-top button takes at the bottom of the corner, gap included. */
export const SCROLL_TOP_SLOT = `calc(${vars.size.touchTarget} + ${vars.space.lg})`;

/** What the red packet takes above it: the packet, its timer pill and a gap. */
export const RED_PACKET_SLOT = `calc(${FLOAT_ICON_SIZE} + ${FLOAT_GAP})`;

/*
 * Docked floats (floatDock.ts): at rest a float shrinks and slides onto the column's edge, half
 * of it tucked behind, so what shows is a half disc no wider than the side gutter the screens
 * keep (vars.space.lg): the page's games, buttons and amounts stay clear of it. Transforms only,
 * so docking and opening never move the page or the other floats (no layout shift).
 */

/**
 * A docked float against its full size: the 52 px disc becomes 31 px, and half of it (15.6 px)
 * stays in view, inside the 16 px gutter.
 */
export const DOCKED_SCALE = 0.6;

type Side = 'left' | 'right';

const toward = (side: Side, length: string) => (side === 'right' ? length : `calc(-1 * ${length})`);

/**
 * The docked transform of a float whose full-size disc stands `inset` from the column's `side`
 * edge: its centre goes onto the edge and it shrinks around it.
 */
export function dockedFloat(side: Side, inset: string): StyleRule {
  return {
    transform: `translateX(${toward(side, `calc(${FLOAT_ICON_SIZE} / 2 + ${inset})`)}) scale(${DOCKED_SCALE})`,
  };
}

/**
 * The countdown of a docked float (a child of the element `dockedFloat` shrinks): back to full
 * size, so it stays as readable as before, and turned to run down the gutter under the half
 * disc, beside the column's edge. Still the same ticking text: only its direction changes.
 * Without its border and at the tight line height it is 15 px across, inside the gutter.
 */
export function dockedTimer(side: Side): StyleRule {
  return {
    writingMode: 'vertical-rl',
    lineHeight: vars.lineHeight.tight,
    borderWidth: 0,
    transformOrigin: 'top center',
    // In the shrunk parent's units: half the gutter in from the edge once scaled back.
    transform: `translateX(${toward(side, `calc(${vars.space.lg} / -2 / ${DOCKED_SCALE})`)}) scale(calc(1 / ${DOCKED_SCALE}))`,
  };
}

/** How a float moves between docked and open, for players who allow motion. */
export const dockMotion: StyleRule = {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
};
