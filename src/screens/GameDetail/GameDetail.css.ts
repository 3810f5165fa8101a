import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection, sectionHead } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

/** Cover on the left (two fifths of the width), facts on the right. */
export const hero = style({
  display: 'grid',
  gridTemplateColumns: '2fr 3fr',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const cover = style({
  position: 'relative',
});

export const favourite = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
});

export const term = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const valueLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export { sectionHead };

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});

/** Skeleton lines of the facts, at the heights of the text they stand for. */
export const skeletonName = style({ fontSize: vars.fontSize.xl });
export const skeletonLine = style({ fontSize: vars.fontSize.sm });

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});
