import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** One raised card, the whole of it the button: a tap anywhere on it opens the picker. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-expanded="true"]': { borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  alignItems: 'baseline',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
});

/** Points down while the picker is closed, up while it is open. */
export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  selectors: {
    [`${row}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});
