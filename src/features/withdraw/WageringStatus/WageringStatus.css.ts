import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const list = style([
  column.md,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const item = column.xs;

export const itemHead = splitRow.center;

export const source = style([
  textStyle({ size: 'sm', weight: 'medium' }),
  {
    minWidth: 0,
  },
]);

/** Status 2 (in progress) stands out; 3 (reset) and 4 (complete) no longer hold money. */
export const status = style([
  sprinkles({ paddingInline: 'xs' }),
  textStyle({ size: 'xs', weight: 'medium', color: 'textMuted' }),
  {
    flexShrink: 0,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    selectors: {
      '&[data-status="1"]': { color: vars.color.warningText },
      '&[data-status="2"]': { color: vars.color.text, background: vars.color.surface },
      '&[data-status="4"]': { color: vars.color.successText },
    },
  },
]);

export const figures = textStyle({ size: 'xs', color: 'textMuted', flush: true });

export const failed = splitRow.center;
