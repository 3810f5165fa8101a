import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pageSection } from '../../../ui/Surface/surface.css';

export const page = pageSection({ gap: 'md' });

/** Reserves its line while the count is unknown, so the grid never moves down. */
export const count = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Two providers across (spec 9: providers in rows of 2). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const name = style({
  height: `calc(${vars.fontSize.md} * ${vars.lineHeight.tight})`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** Always one line (empty when the count is unknown), so cards keep one height. */
export const games = style({
  height: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const skeletonCard = style([card, { pointerEvents: 'none' }]);

/** A placeholder's line, as tall as the line it stands for. */
export const skeletonLine = style({ display: 'flex', alignItems: 'center' });
