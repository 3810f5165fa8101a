import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  minWidth: 0,
});

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const rulesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const rulesList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const rulesNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
