import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** One sideways-scrolling line of chips, bleeding to the screen edges. */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  overflowX: 'auto',
  scrollPaddingInline: vars.space.lg,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexShrink: 0,
});

/** A thin rule between the categories and the providers. */
export const divider = style({
  flexShrink: 0,
  width: '1px',
  height: vars.size.iconMd,
  background: vars.color.border,
});

const chipBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.secondaryHover } },
});

export const categoryChip = style([
  chipBase,
  { paddingLeft: vars.space.xs, paddingRight: vars.space.md },
]);

export const providerChip = style([chipBase, { paddingInline: vars.space.xs }]);

export const categoryIcon = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
});

/** Provider wordmarks are 240x96 (5:2): 32 px high, 80 px wide. */
export const providerLogo = style({
  display: 'block',
  height: vars.size.iconLg,
  width: `calc(${vars.size.iconLg} * 2.5)`,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

export const skeletonChip = style({ flexShrink: 0, height: vars.size.touchTarget });

export const error = style({ paddingInline: vars.space.lg });
