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

/** What the scroll-to-top button takes at the bottom of the corner, gap included. */
export const SCROLL_TOP_SLOT = `calc(${vars.size.touchTarget} + ${vars.space.lg})`;

/** What the red packet takes above it: the packet, its timer pill and a gap. */
export const RED_PACKET_SLOT = `calc(${FLOAT_ICON_SIZE} + ${vars.space.xl})`;
