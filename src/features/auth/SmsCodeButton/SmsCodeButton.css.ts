import { style } from '@vanilla-extract/css';

/** Keeps the button on its own line height inside a field's suffix. */
export const slot = style({
  display: 'inline-flex',
});

/** Tabular figures: '59 s' and '11 s' take the same width, so the label does not wobble. */
export const label = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
