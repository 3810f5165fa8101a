import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../patterns/text.css';
import { column } from '../patterns/layout.css';

// Near the top, just under the header, inside the 500 px column (spec 9).
export const stack = style({
  position: 'fixed',
  top: `calc(env(safe-area-inset-top, 0px) + ${vars.size.headerHeight} + ${vars.space.sm})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  maxWidth: vars.size.frameMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  // The empty band around the toasts must not swallow taps meant for the page.
  pointerEvents: 'none',
});

export const list = style([
  column.sm,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const item = style({
  pointerEvents: 'auto',
});
