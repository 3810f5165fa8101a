import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * The list of choices in the picker sheets (language, currency): one full-width row per choice,
 * a touch target tall; the current one outlined in primary (aria-current), a row whose choice is
 * being applied shows the progress cursor (aria-busy).
 */

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&[aria-current="true"]': { borderColor: vars.color.primary },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
