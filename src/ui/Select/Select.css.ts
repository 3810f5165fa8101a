import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Plain classes per layout (styleVariants): one dimension of variants needs no recipe runtime.

export const root = styleVariants({
  inline: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
  stacked: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  },
  split: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    alignItems: 'center',
  },
});

// 14px text on the 1.5 line height, as TextField's label: a whole-pixel box under it.
const caption = {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
} as const;

export const label = styleVariants({
  // Beside the control the label takes the toolbar's small muted text from the root.
  inline: {},
  stacked: { ...caption, color: vars.color.text },
  // A caption over the value and its aside, which carry the weight of the row.
  split: { ...caption, gridColumn: '1 / -1', color: vars.color.textMuted },
});

/** Holds the chevron: the select draws no arrow of its own (appearance: none). */
const control = style({
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      right: vars.space.md,
      width: '7px',
      height: '7px',
      borderRight: `2px solid ${vars.color.text}`,
      borderBottom: `2px solid ${vars.color.text}`,
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
  },
});

export const controlOf = styleVariants({
  inline: [control, { display: 'inline-flex' }],
  stacked: [control, { display: 'flex' }],
  split: [control, { display: 'inline-flex' }],
});

/*
 * appearance: none: the same pixels on every platform and in every state (the native control
 * repaints its corners differently after focus, which made screenshots flaky). The right
 * padding keeps the longest option clear of the chevron.
 */
const select = style({
  appearance: 'none',
  minHeight: vars.size.touchTarget,
  paddingLeft: vars.space.md,
  paddingRight: `calc(${vars.space.md} * 2 + 8px)`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

// In a form or a card the select reads as a field: TextField's text size, border and sunken fill.
const field = {
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.md,
} as const;

export const selectOf = styleVariants({
  inline: [
    select,
    {
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceRaised,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
    },
  ],
  stacked: [
    select,
    {
      ...field,
      width: '100%',
      selectors: {
        // Among text fields: their ring, just outside the border.
        '&:focus-visible': {
          outline: `2px solid ${vars.color.focusRing}`,
          outlineOffset: '1px',
        },
      },
    },
  ],
  split: [
    select,
    {
      ...field,
      // A short code ("BRL") still gives a control worth tapping.
      minWidth: '7.5rem',
      fontWeight: vars.fontWeight.bold,
    },
  ],
});
