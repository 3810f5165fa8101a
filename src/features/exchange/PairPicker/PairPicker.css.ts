import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const pair = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** One side of the conversion: the label, the currency select and its balance. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  alignItems: 'center',
  rowGap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

/** Holds the chevron: the select draws no arrow of its own (appearance: none). */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
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

// appearance: none, so the control has the same pixels on every platform and in every state.
export const select = style({
  appearance: 'none',
  minHeight: vars.size.touchTarget,
  minWidth: '7.5rem',
  paddingLeft: vars.space.md,
  paddingRight: `calc(${vars.space.md} * 2 + 8px)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** The swap button sits between the two cards, centred. */
export const swapRow = style({
  display: 'flex',
  justifyContent: 'center',
});

export const rate = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.xs,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const rateValue = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
