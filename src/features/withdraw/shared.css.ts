import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Pieces every part of the withdraw page shares: the raised card, its heading and the
// label/value rows of the amounts, so the steps read as one page.

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const cardTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Label and value on one line; a long value wraps under its label instead of overflowing. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const rowLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rowValue = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

/** The figure that matters most in a list of rows (what can be withdrawn, what arrives). */
export const rowStrong = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

// A withdrawal account's lines (method, masked number, holder), alike in the chosen row and the
// picker's list.

export const accountTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const accountNumber = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const accountHolder = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
