import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../ui/patterns/layout.css';

/** A steady height while the list filters, so the search field does not jump as one types. */
export const content = style([
  column.sm,
  {
    minHeight: '50dvh',
  },
]);

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

// The currency's mark and the chosen one's check, as the wallet's currency rows draw them.
export { check, mark } from '../../features/wallet/CurrencyRow/CurrencyRow.css';
