import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  maxHeight: '100%',
  overflowY: 'auto',
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.overlay,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The close button's own touch target reaches the panel's edge.
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const heading = style({
  flex: 1,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const counter = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const picture = style({
  display: 'block',
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
});

export const action = style({
  flex: 1,
  display: 'flex',
});
