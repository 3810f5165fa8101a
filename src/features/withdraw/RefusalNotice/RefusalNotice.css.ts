import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.dangerText}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-kind="unsure"]': { borderColor: vars.color.warningText },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
  selectors: {
    [`${notice}[data-kind="unsure"] &`]: { color: vars.color.warningText },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
