import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

/** Reserves its line while the count is unknown, so the rows never move down. */
export const count = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
