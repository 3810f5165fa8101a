import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle, errorText } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.sm,
});

/** The password field with its 'Esqueci minha senha' link under it, right-aligned. */
export const passwordBlock = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 'xs',
});

export const forgot = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingInline: 'xs' }),
  textStyle({ size: 'sm', weight: 'medium', color: 'link' }),
  {
    alignSelf: 'flex-end',
    minHeight: vars.size.touchTarget,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
]);

export const terms = column.xs;

export const termsRow = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const termsLabel = style([
  textStyle({ size: 'sm', leading: 'normal', color: 'text' }),
  {
    cursor: 'pointer',
  },
]);

export const termsLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** A document read over the form: its text, or its loading lines, with room to breathe. */
export const document = style([
  column.md,
  {
    paddingBottom: vars.space.lg,
  },
]);

export const fieldError = errorText;
