import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Room under the text, so the last line never sits on the sheet's bottom edge. */
export const body = style({
  paddingBottom: vars.space.md,
});

/** The body's height while the sanitiser loads: about three lines of text. */
export const placeholder = style({
  minHeight: '72px',
});
