import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';

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

export const note = hintText;

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

export const rowLabel = textStyle({ size: 'sm', color: 'textMuted', flush: true });

export const rowValue = style([
  textStyle({ size: 'md', weight: 'medium', flush: true }),
  {
    minWidth: 0,
    textAlign: 'end',
    overflowWrap: 'anywhere',
  },
]);

/** The figure that matters most in a list of rows (what can be withdrawn, what arrives). */
export const rowStrong = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

// A withdrawal account's lines (method, masked number, holder), alike in the chosen row and the
// picker's list.

export const accountTitle = textStyle({ size: 'md', weight: 'medium', color: 'text' });

export const accountNumber = style([
  textStyle({ size: 'sm', color: 'text', font: 'numeric' }),
  {
    overflowWrap: 'anywhere',
  },
]);

export const accountHolder = textStyle({ size: 'xs', color: 'textMuted' });
