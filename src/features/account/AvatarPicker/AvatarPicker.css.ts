import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Each picture's size; also what the image proxy is asked for (spec 9). */
export const PICTURE_PX = 56;

export const options = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${PICTURE_PX + 8}px, 1fr))`,
  gap: vars.space.sm,
  justifyItems: 'center',
});

/** One picture's round tile (ui ChoiceGroup), with room around the picture for the ring. */
export const option = style({
  width: `${PICTURE_PX + 8}px`,
  height: `${PICTURE_PX + 8}px`,
});

export const picture = style({
  width: `${PICTURE_PX}px`,
  height: `${PICTURE_PX}px`,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.skeleton,
});

/** The check on the chosen picture: shape as well as colour says which one it is. */
export const check = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  display: 'none',
  width: '20px',
  height: '20px',
  padding: '3px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    [`${option}:has(input:checked) &`]: { display: 'block' },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
