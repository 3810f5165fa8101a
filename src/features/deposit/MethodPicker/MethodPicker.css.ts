import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
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
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

/** One method: the whole box is the radio's label, a touch target of its own. */
export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': {
      cursor: 'not-allowed',
      background: vars.color.surface,
      borderColor: vars.color.border,
      borderStyle: 'dashed',
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

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const note = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const unavailable = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warningText,
  lineHeight: vars.lineHeight.normal,
});
