import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.xl,
  textAlign: 'center',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.onPrimary,
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const text = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** A link drawn as a button: no underline. */
export const link = style({ textDecoration: 'none' });
