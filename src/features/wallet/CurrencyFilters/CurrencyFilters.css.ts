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
