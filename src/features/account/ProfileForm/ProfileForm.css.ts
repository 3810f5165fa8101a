import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const form = column.xl;

export const preview = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' }),
  {
    minWidth: 0,
  },
]);

export const previewName = style([
  textStyle({ size: 'lg', weight: 'bold', leading: 'tight', flush: true }),
  {
    overflowWrap: 'anywhere',
  },
]);

export const submit = column.xs;

export const hint = textStyle({ size: 'sm', color: 'textMuted', align: 'center', flush: true });
