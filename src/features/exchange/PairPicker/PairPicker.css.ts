import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { surface } from '../../../ui/Surface/surface.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { column } from '../../../ui/patterns/layout.css';

export const pair = column.xs;

/** One side of the conversion; the select's split layout puts its label, code and balance inside. */
export const card = surface({ tone: 'flat', padding: 'md' });

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

/** The swap button sits between the two cards, centred. */
export const swapRow = sprinkles({ display: 'flex', justifyContent: 'center' });

export const rate = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.xs,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const rateValue = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
