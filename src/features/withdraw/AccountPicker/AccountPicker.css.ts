import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { radioCard, radioCardInput } from '../../../ui/ChoiceGroup/ChoiceGroup.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

/** A legend sits on the fieldset's border by default; here it is the card's first line. */
export const legend = style({
  float: 'left',
  width: '100%',
  marginBlockEnd: vars.space.xs,
});

export const list = style([
  column.sm,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
    clear: 'both',
  },
]);

export const option = style([
  radioCard,
  { position: 'relative', alignItems: 'flex-start', gap: vars.space.md, padding: vars.space.md },
]);

/** Lowered onto the title's first line. */
export const radio = style([
  radioCardInput,
  { width: '20px', height: '20px', margin: 0, marginTop: '2px' },
]);

export const text = style([
  column.xxs,
  {
    minWidth: 0,
  },
]);

/** Covers the whole card (::after), so a tap anywhere on it picks the account. */
export const label = style([
  column.xxs,
  {
    cursor: 'pointer',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0 },
    },
  },
]);

export const tag = textStyle({ weight: 'medium', color: 'text' });

export const empty = style([
  column.xs,
  {
    clear: 'both',
  },
]);

export const emptyTitle = textStyle({ size: 'md', weight: 'medium', flush: true });
