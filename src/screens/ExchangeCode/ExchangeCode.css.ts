import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The redeem form is framed like the account's form pages: the same column, form and intro line.
export { page, form, intro } from '../authPage.css';

/** The form, then the history of redeemed codes under it, a section's distance apart. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
});

export const success = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.successText}`,
  background: vars.color.surfaceSunken,
});

export const successMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.onPrimary,
});

export const icon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const successText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const successTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.successText,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '52px',
  paddingInline: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const code = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
