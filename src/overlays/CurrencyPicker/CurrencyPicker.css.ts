import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A steady height while the list filters, so the search field does not jump as one types. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '50dvh',
});

export const search = style({});

// The field has its own "Limpar" button: no second, browser-drawn clear button beside it.
globalStyle(`${search} input::-webkit-search-cancel-button`, {
  appearance: 'none',
});

export const coin = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
});

export const coinFallback = style([coin, { background: vars.color.surfaceSunken }]);

export const code = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const check = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.primary,
});
