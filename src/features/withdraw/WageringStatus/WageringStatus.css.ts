import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const itemHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const source = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Status 2 (in progress) stands out; 3 (reset) and 4 (complete) no longer hold money. */
export const status = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="1"]': { color: vars.color.warningText },
    '&[data-status="2"]': { color: vars.color.text, background: vars.color.surface },
    '&[data-status="4"]': { color: vars.color.successText },
  },
});

export const figures = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
