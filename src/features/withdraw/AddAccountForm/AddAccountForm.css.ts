import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { radioCard, radioCardInput } from '../../../ui/ChoiceGroup/ChoiceGroup.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, errorText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const title = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const label = style([
  textStyle({ size: 'sm', weight: 'medium', leading: 'normal', color: 'text' }),
  {
    padding: 0,
  },
]);

export const kinds = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    padding: 0,
    border: 0,
  },
]);

export const kind = style([
  radioCard,
  {
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
  },
]);

export const radio = style([radioCardInput, { width: '18px', height: '18px', margin: 0 }]);

export const alert = style([
  sprinkles({ padding: 'md' }),
  errorText,
  {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.dangerText}`,
    background: vars.color.surfaceSunken,
  },
]);

export const actions = column.sm;
