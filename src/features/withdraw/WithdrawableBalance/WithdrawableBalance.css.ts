import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Tighter than the other cards: it is one figure and one line. */
export const card = style({
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
