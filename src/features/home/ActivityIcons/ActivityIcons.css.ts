import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A sideways-scrolling row; it bleeds to the screen edges and pads its first and last icon. */
export const row = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.lg,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

const itemWidth = `calc(${vars.size.touchTarget} + ${vars.space.xl})`;
const tileSize = `calc(${vars.size.touchTarget} + ${vars.space.xs})`;

export const item = style({
  flex: `0 0 ${itemWidth}`,
  width: itemWidth,
  scrollSnapAlign: 'start',
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tileSize,
  height: tileSize,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

/**
 * Spec 3: the icon palette cycles over 6 entries. CHOICE: the contract has no activity palette,
 * so six existing accent colours tint the tile (a token request is in the helper's report).
 */
const accents = [
  vars.color.primary,
  vars.color.reward,
  vars.color.link,
  vars.color.danger,
  vars.color.warning,
  vars.color.badge,
] as const;

export const palette = styleVariants(
  Object.fromEntries(
    accents.map((accent, index) => [
      index,
      {
        background: `color-mix(in srgb, ${accent} 22%, transparent)`,
        boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${accent} 60%, transparent)`,
      },
    ]),
  ) as Record<'0' | '1' | '2' | '3' | '4' | '5', { background: string; boxShadow: string }>,
);

export const label = style({
  width: '100%',
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The skeleton's label line, as tall as one label line. */
export const labelSkeleton = style({
  width: '100%',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const error = style({ paddingInline: vars.space.lg });

/** The error box takes the row's height: tile, gap and label line. */
export const errorBox = style({
  height: `calc(${tileSize} + ${vars.space.xs} + ${vars.fontSize.xs} * 1.25 + 2 * ${vars.space.xxs})`,
});
