import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.sm,
});

/** The password field with its 'Esqueci minha senha' link under it, right-aligned. */
export const passwordBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
});

export const forgot = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const terms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const termsRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const termsLabel = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

export const termsLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** A document read over the form: its text, or its loading lines, with room to breathe. */
export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
});
