import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A placeholder row, the height of a real one so nothing jumps when the rows arrive. */
export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '64px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const skeletonCard = style([
  skeletonRow,
  { minHeight: '112px', alignItems: 'flex-start', paddingBlock: vars.space.md },
]);

export const skeletonText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
});
