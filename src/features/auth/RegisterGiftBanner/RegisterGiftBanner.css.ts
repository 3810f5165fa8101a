import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Gold reward surface: the one place on the form that talks about money to win. */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.reward,
  color: vars.color.onReward,
  boxShadow: vars.shadow.raised,
});

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.onReward,
  color: vars.color.reward,
});

export const glyph = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
