import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const title = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const account = style([
  column.xs,
  {
    paddingBottom: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const accountValue = style([
  column.xxs,
  textStyle({ flush: true }),
  {
    minWidth: 0,
  },
]);

export const accountTitle = textStyle({ size: 'md', weight: 'medium' });

export const accountNo = style([
  textStyle({ size: 'sm', font: 'numeric' }),
  {
    overflowWrap: 'anywhere',
  },
]);
