import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const title = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const accountValue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
});

export const accountTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const accountNo = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
