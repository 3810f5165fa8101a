import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

/** The whole code, every character visible: long codes wrap anywhere rather than scroll. */
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  wordBreak: 'break-all',
  overflowWrap: 'anywhere',
  userSelect: 'all',
  color: vars.color.text,
});
