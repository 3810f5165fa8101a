import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const title = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const label = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const kinds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const kind = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
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
  },
});

export const radio = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.dangerText}`,
  background: vars.color.surfaceSunken,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
