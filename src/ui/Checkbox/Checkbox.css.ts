import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The whole row is the label: the touch target is the row's height, not the small box. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const box = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
