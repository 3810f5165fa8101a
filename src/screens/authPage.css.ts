import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { pageColumn } from '../ui/Surface/surface.css';
import { hintText } from '../ui/patterns/text.css';

/*
 * The frame of the account's form pages (reset, change password, phone check): a page header,
 * then one padded column with the form, or the result once the server accepted it.
 */

export const page = pageColumn;

export const body = style({
  padding: vars.space.lg,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The line over the fields that says what the form does and where the code goes. */
export const intro = hintText;
