import { globalStyle, style } from '@vanilla-extract/css';
import { column } from '../../../ui/patterns/layout.css';

export const filters = column.xs;

export const search = style({});

// The field has its own "Limpar" button: no second, browser-drawn clear button beside it.
globalStyle(`${search} input::-webkit-search-cancel-button`, {
  appearance: 'none',
});
