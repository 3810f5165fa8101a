import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Each picture's size; also what the image proxy is asked for (spec 9). */
export const PICTURE_PX = 56;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${PICTURE_PX + 8}px, 1fr))`,
  gap: vars.space.sm,
  justifyItems: 'center',
});

/** One picture: the round box is the radio's label and a touch target of its own. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  width: `${PICTURE_PX + 8}px`,
  height: `${PICTURE_PX + 8}px`,
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  border: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The native radio, kept for keyboards and screen readers, drawn by the box around it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
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
