import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const search = style({});

// The field has its own "Limpar" button: no second, browser-drawn clear button beside it.
globalStyle(`${search} input::-webkit-search-cancel-button`, {
  appearance: 'none',
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
