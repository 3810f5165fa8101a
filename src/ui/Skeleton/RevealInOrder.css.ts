import { style } from '@vanilla-extract/css';

/**
 * A part adds no box of its own: its children stay items of the stack's own layout (its gaps),
 * and a part not placed yet takes no room at all.
 */
export const part = style({
  display: 'contents',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});
