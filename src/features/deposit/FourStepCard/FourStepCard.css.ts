import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const deadline = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const progressText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    textAlign: 'center',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    state: {
      done: { color: vars.color.textMuted, background: vars.color.surface },
      next: { borderColor: vars.color.reward, color: vars.color.text },
      later: { color: vars.color.text },
    },
  },
});

export const stepNumber = style({
  fontWeight: vars.fontWeight.medium,
});

export const rate = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.rewardText,
});

export const cap = style({
  fontVariantNumeric: 'tabular-nums',
});

export const mark = style({
  fontWeight: vars.fontWeight.medium,
});
