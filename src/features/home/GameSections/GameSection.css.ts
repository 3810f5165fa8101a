import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { FOUR_COLUMNS_FROM_PX } from './gridLayout';

/**
 * A section is an inline-size container: its grid shows 3 columns per view on a phone and 4
 * from FOUR_COLUMNS_FROM_PX (gridLayout.ts), decided by CSS alone, so no measuring in JS and
 * nothing moves after the first paint.
 */
export const section = style({
  containerType: 'inline-size',
  // Off-screen sections skip style, layout and paint (the lobby holds some 3,000 elements):
  // without it every idle-time tile mount and every clock tick elsewhere on the page re-laid
  // out the whole lobby, tens of long tasks on a throttled phone CPU. `auto` remembers a
  // section's real height once drawn; 600 px is about a 3-row section on a phone.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 600px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  minWidth: 0,
});

/** Title, "Todos" and the two arrows on one row exactly one touch target tall. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.touchTarget,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const titleText = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

/** The category's own icon; fixed size so its loading never moves the title. */
export const titleIcon = style({
  flex: '0 0 auto',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.sm,
});

/** "Todos": a small pill link, the whole touch target tall. */
export const allLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 0 auto',
  height: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

const gap = vars.space.sm;
const columnWidth = (perView: number) => `calc((100% - ${perView - 1} * ${gap}) / ${perView})`;

/**
 * The swipeable grid (spec 9: gap 8, rows 3 or 4 / 2, 3 or 4 per view): filled column by
 * column, scrolled sideways with snap points on the columns, no scrollbar (the arrows and the
 * cut-off edge show there is more).
 */
export const grid = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: columnWidth(3),
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@container': {
    [`(min-width: ${FOUR_COLUMNS_FROM_PX}px)`]: { gridAutoColumns: columnWidth(4) },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

// Plain classes rather than a `recipe` (its runtime would be on the first load): see
// ui/Button/Button.css.ts.
export const gridRows = styleVariants({
  1: { gridTemplateRows: 'repeat(1, auto)' },
  2: { gridTemplateRows: 'repeat(2, auto)' },
  3: { gridTemplateRows: 'repeat(3, auto)' },
  4: { gridTemplateRows: 'repeat(4, auto)' },
});

/** A skeleton grid does not scroll: its extra column only fills the desktop view. */
export const gridStill = style({ overflowX: 'hidden', scrollSnapType: 'none' });

export const cell = style({
  minWidth: 0,
  scrollSnapAlign: 'start',
});

/** Skeleton header pieces sized like the real ones. */
export const skeletonTitle = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
});

export const skeletonControls = style({
  flex: '0 0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const arrow = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
