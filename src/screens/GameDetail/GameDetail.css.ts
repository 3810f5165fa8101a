import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection, sectionHead } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

/** Cover on the left (two fifths of the width), facts on the right. */
export const hero = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: '2fr 3fr',
    alignItems: 'start',
  },
]);

export const cover = style({
  position: 'relative',
});

export const favourite = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});

export const facts = style([
  column.md,
  {
    minWidth: 0,
  },
]);

export const name = style([
  textStyle({ size: 'xl', weight: 'bold', leading: 'tight', flush: true }),
  {
    overflowWrap: 'anywhere',
  },
]);

export const list = style([sprinkles({ display: 'grid', gap: 'sm' }), textStyle({ flush: true })]);

export const term = textStyle({ size: 'xs', color: 'textMuted' });

export const value = textStyle({ size: 'sm', weight: 'medium', flush: true });

export const valueLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const actions = sprinkles({ display: 'grid', gap: 'sm' });

export const section = column.sm;

export { sectionHead };

export const heading = textStyle({ size: 'md', weight: 'bold', flush: true });

export const seeAll = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium', color: 'link' }),
  {
    minHeight: vars.size.touchTarget,
    textDecoration: 'none',
  },
]);

/** Skeleton lines of the facts, at the heights of the text they stand for. */
export const skeletonName = style({ fontSize: vars.fontSize.xl });
export const skeletonLine = style({ fontSize: vars.fontSize.sm });

export const notFound = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'md',
});
