import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const targets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const target = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
  },
});

export const targetIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const glyph = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const targetName = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const linkBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const code = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const status = {
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * 1.5)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
} as const;

export const copied = style({ ...status, color: vars.color.successText });

export const failed = style({ ...status, color: vars.color.dangerText });

/** The device's own share sheet, under the targets (only where the browser has Web Share). */
export const native = style({ marginTop: vars.space.sm });
