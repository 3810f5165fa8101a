import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Tile width comes from the grid; everything inside is sized from it, so nothing shifts. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The whole tile is one play button (picture, name, provider). */
export const play = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    // Stretched hit area: the provider line under the button plays too.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

/** Name: at most 2 lines, ellipsis after; its box always takes 2 lines so rows line up. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  height: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const provider = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  height: `calc(${vars.lineHeight.tight} * ${vars.fontSize.xs})`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

/** Over the picture's top-right corner, above the play button. */
export const favourite = style({
  position: 'absolute',
  zIndex: 1,
  top: vars.space.xs,
  right: vars.space.xs,
});

/** Skeleton text lines take exactly the heights of the name and provider lines. */
export const skeletonName = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-around',
  fontSize: vars.fontSize.sm,
  height: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm})`,
});

export const skeletonProvider = style({
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  height: `calc(${vars.lineHeight.tight} * ${vars.fontSize.xs})`,
});
