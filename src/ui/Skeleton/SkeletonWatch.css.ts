import { style } from '@vanilla-extract/css';

/** The watched part adds no box of its own: its children stay items of the parent's layout. */
export const watch = style({ display: 'contents' });
