import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const review = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'md' }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderStrong}`,
  },
]);

export const title = textStyle({
  size: 'lg',
  weight: 'bold',
  leading: 'tight',
  color: 'text',
  flush: true,
});

export const terms = style([column.xs, textStyle({ flush: true })]);

export const term = style([
  sprinkles({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 'md',
  }),
  textStyle({ size: 'sm', leading: 'normal' }),
]);

export const name = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const status = style([
  hintText,
  {
    selectors: { '&:empty': { display: 'none' } },
  },
]);

export const actions = column.sm;
