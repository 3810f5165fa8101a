import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The player's own rows, spaced as the page's sections (a file of their own, in the lower
 * sections' chunk: Home.css.ts is in the home's first load). Observed while still empty (it
 * must be a box for that), then left out of the layout if both lists are empty, so the page
 * keeps one gap between its neighbours.
 */
export const playerShelves = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: '1px',
  selectors: {
    '&:empty:not([data-pending])': { display: 'none' },
  },
});
