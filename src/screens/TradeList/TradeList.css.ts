import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
});

/** Reserves its line while the count is unknown, so the toolbar never changes height. */
export const count = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
