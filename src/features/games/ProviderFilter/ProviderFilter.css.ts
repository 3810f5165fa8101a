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

export const chip = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const chipSkeleton = style({
  flexShrink: 0,
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
});
