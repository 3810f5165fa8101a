import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Fills the box the section reserved, so an error takes the place of the content exactly. */
export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  height: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const stacked = style({
  flexDirection: 'column',
  justifyContent: 'center',
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

/** The retry button keeps its one line: the message wraps instead (a 360 px phone). */
export const action = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
});
