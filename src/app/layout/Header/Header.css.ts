import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { topBar } from '../../../theme/topBar.css';

/** The tab pages' header: the shared top bar (sticky, spec 2), its pieces in a row. */
export const header = style([topBar, { display: 'flex' }]);

/**
 * The logo takes what is left and gives way first, so the buttons never leave the screen. Size
 * containment makes the link's own content count as zero width: it is sized by the leftover
 * space alone, and its image can ask how much that is.
 */
export const logoLink = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 0',
  minWidth: 0,
  height: vars.size.touchTarget,
  containerType: 'inline-size',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

/**
 * The whole logo, scaled down to the room it has... Its box is the whole room at a fixed height,
 * the picture fitted inside: when a button arrives late on the right (the service button waits
 * for the business config) the picture may scale, but no box moves (an auto-sized logo shrank
 * from 28 to 16 px high and moved down on every cold load: a layout shift on every route).
 */
export const logoImage = style({
  display: 'block',
  width: '100%',
  height: vars.size.iconLg,
  objectFit: 'contain',
  objectPosition: 'left center',
  '@container': {
    // ...until it would be too small to read: then its left end (where brand marks sit) shows
    // at a legible size instead of the whole logo as a smudge.
    '(max-width: 56px)': {
      objectFit: 'cover',
    },
  },
});

export const wordmark = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.rewardText,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xs,
  // As tall before the config names the icon buttons as after (no layout shift).
  minHeight: vars.size.touchTarget,
});

/** Icon buttons sit edge to edge: their 44 px targets already carry the visual gap. */
export const iconGroup = style({
  display: 'flex',
  alignItems: 'center',
});

/** Anchors the gift chip on the register button's top-right corner. */
export const giftAnchor = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

export const giftChip = style({
  position: 'absolute',
  // Above the label, over the button's top edge, so it never covers a letter.
  top: `calc(-1 * (${vars.space.sm} + ${vars.space.xxs}))`,
  right: `calc(-1 * ${vars.space.xxs})`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '18px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.reward,
  color: vars.color.onReward,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const giftIcon = style({ width: '12px', height: '12px' });

/** The balance chip: one line whatever the amount, a touch target tall. */
export const walletChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  minHeight: '36px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.secondary },
  },
  // A 36 px pill looks right in a 56 px bar; the hit area still reaches the touch target.
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: '50%',
    height: vars.size.touchTarget,
    transform: 'translateY(-50%)',
  },
});

export const walletChevron = style({
  display: 'flex',
  color: vars.color.textMuted,
});

// A small chevron: the amount gets the room.
globalStyle(`${walletChevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
