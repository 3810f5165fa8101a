import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { column } from '../../../ui/patterns/layout.css';

export const form = style([
  column.lg,
  {
    paddingBottom: vars.space.lg,
  },
]);

export const lockedText = style({
  margin: 0,
});
