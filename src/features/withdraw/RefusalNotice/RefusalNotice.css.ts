import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The reason under the alert's title, in the text colour (the title carries the tone). */
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
