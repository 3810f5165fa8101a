import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const chip = recipe({
  base: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
  },
  variants: {
    shape: {
      /** A filter in a row (providers, periods): pressed, it fills with the brand colour. */
      pill: {
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '36px',
        paddingInline: vars.space.md,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.pill,
        whiteSpace: 'nowrap',
        selectors: {
          '&[aria-pressed="true"]': {
            background: vars.color.primary,
            borderColor: vars.color.primary,
            color: vars.color.onPrimary,
          },
          // Rows of pills may scroll and clip: the ring is drawn inside the pill.
          '&:focus-visible': { outlineOffset: '-2px' },
        },
      },
      /**
       * A box filling its grid cell (quick amounts): pressed, it is ringed like a chosen
       * `ChoiceTile`, so a value the field holds looks like a choice, not like an action.
       */
      tile: {
        width: '100%',
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.xs,
        border: `1px solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.md,
        fontVariantNumeric: 'tabular-nums',
        selectors: {
          '&[aria-pressed="true"]': {
            borderColor: vars.color.primary,
            boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
          },
          '&:focus-visible': {
            outline: `2px solid ${vars.color.focusRing}`,
            outlineOffset: '2px',
          },
        },
      },
    },
    /** Less side padding, for pills that share a row's width (four periods on a 320 px phone). */
    compact: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { shape: 'pill', compact: true }, style: { paddingInline: vars.space.sm } },
  ],
  defaultVariants: { shape: 'pill', compact: false },
});
