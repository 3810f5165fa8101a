import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});

/** Reserves its line while the count is unknown, so nothing below moves. */
export const count = style({
  minHeight: '1.5em',
  margin: 0,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
