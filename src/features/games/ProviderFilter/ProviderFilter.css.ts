import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** One row of chips that scrolls sideways; the page's side padding is kept inside it. */
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.lg,
  margin: 0,
  listStyle: 'none',
});

export const chipSkeleton = style({
  flexShrink: 0,
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
});
