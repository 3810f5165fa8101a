import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const root = column.xs;

export const row = splitRow.center;

export const label = textStyle({ size: 'sm', weight: 'medium', leading: 'normal' });

/** The whole code, every character visible: long codes wrap anywhere rather than scroll. */
export const code = style([
  sprinkles({ padding: 'sm' }),
  textStyle({ size: 'xs', leading: 'normal', color: 'text', font: 'numeric', flush: true }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    wordBreak: 'break-all',
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
]);
