import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../patterns/text.css';

/** The fieldset without the browser's frame: the legend and the tiles are the whole group. */
export const group = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
  },
  variants: {
    gap: {
      xs: { gap: vars.space.xs },
      sm: { gap: vars.space.sm },
    },
  },
  defaultVariants: { gap: 'xs' },
});

export const legend = style([
  textStyle({ size: 'sm', weight: 'medium', leading: 'normal' }),
  {
    padding: 0,
    marginBottom: vars.space.xs,
  },
]);

/** A second, inner line on the primary border: the chosen tile or card, at a glance. */
const checkedRing = {
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
};

/** The focus ring the radio inside would have drawn, around the whole tile or card instead. */
const focusRingAround = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

/**
 * One choice: the whole tile is the radio's label, a touch target of its own, ringed when its
 * radio is checked and showing the focus ring its hidden radio would have drawn.
 */
export const tile = recipe({
  base: {
    position: 'relative',
    cursor: 'pointer',
    selectors: {
      '&:has(input:focus-visible)': focusRingAround,
      '&:has(input:disabled)': { cursor: 'not-allowed' },
    },
  },
  variants: {
    shape: {
      /** A bordered box (methods, currencies): a second, inner line thickens the chosen border. */
      box: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: vars.size.touchTarget,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.borderStrong}`,
        background: vars.color.surfaceRaised,
        selectors: {
          '&:has(input:checked)': checkedRing,
          // Dashed and flat: unavailable reads as a different kind of box, not just a paler one.
          '&:has(input:disabled)': {
            background: vars.color.surface,
            borderColor: vars.color.border,
            borderStyle: 'dashed',
          },
        },
      },
      /** A circle around a picture (avatars): only the chosen one has a visible ring. */
      round: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: '50%',
        border: '2px solid transparent',
        selectors: {
          '&:has(input:checked)': { borderColor: vars.color.primary },
        },
      },
    },
  },
  defaultVariants: { shape: 'box' },
});

/** The native radio, kept for keyboards and screen readers, drawn by the tile around it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

/**
 * A card holding a radio the player sees (a withdraw account, an account kind), outside a
 * ChoiceGroup: ringed like a box tile when chosen, with the focus ring around the card. Its user
 * adds the alignment, the gap and the padding its content needs.
 */
export const radioCard = style({
  display: 'flex',
  minHeight: vars.size.touchTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:has(input:checked)': checkedRing,
    '&:has(input:focus-visible)': focusRingAround,
  },
});

/** The card's radio, in the primary colour; the card draws its focus ring. Its user sizes it. */
export const radioCardInput = style({
  flexShrink: 0,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});
