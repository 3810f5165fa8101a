import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

/** Each picture's size; also what the image proxy is asked for (spec 9). */
export const PICTURE_PX = 56;

export const options = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  {
    gridTemplateColumns: `repeat(auto-fill, minmax(${PICTURE_PX + 8}px, 1fr))`,
    justifyItems: 'center',
  },
]);

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
export const check = style([
  sprinkles({ display: 'none' }),
  textStyle({ color: 'onPrimary' }),
  {
    position: 'absolute',
    right: 0,
    bottom: 0,
    width: '20px',
    height: '20px',
    padding: '3px',
    borderRadius: '50%',
    background: vars.color.primary,
    selectors: {
      [`${option}:has(input:checked) &`]: { display: 'block' },
    },
  },
]);

export const note = textStyle({ size: 'sm', color: 'textMuted', flush: true });

export const error = textStyle({ size: 'sm', color: 'dangerText', flush: true });

export const failed = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});
