import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';
import { textStyle } from '../ui/patterns/text.css';
import { column } from '../ui/patterns/layout.css';

/*
 * The list of choices in the picker sheets (language, currency): one full-width row per choice,
 * a touch target tall; the current one outlined in primary (aria-current), a row whose choice is
 * being applied shows the progress cursor (aria-busy).
 */

export const list = style([
  column.xs,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const option = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: 'md',
    paddingInline: 'md',
    paddingBlock: 'sm',
  }),
  textStyle({ size: 'md', color: 'text' }),
  {
    width: '100%',
    minHeight: vars.size.touchTarget,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.secondary },
      '&[aria-current="true"]': { borderColor: vars.color.primary },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);
