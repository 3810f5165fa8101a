import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
});

/** Reserves its line while the count is unknown, so the toolbar never changes height. */
export const count = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Holds the chevron: the select draws no arrow of its own (appearance: none). */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      right: vars.space.md,
      width: '7px',
      height: '7px',
      borderRight: `2px solid ${vars.color.text}`,
      borderBottom: `2px solid ${vars.color.text}`,
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
  },
});

/*
 * appearance: none: the same pixels on every platform and in every state (the native control
 * repaints its corners differently after focus, which made screenshots flaky).
 */
export const select = style({
  appearance: 'none',
  minHeight: vars.size.touchTarget,
  paddingLeft: vars.space.md,
  paddingRight: `calc(${vars.space.md} * 2 + 8px)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});
