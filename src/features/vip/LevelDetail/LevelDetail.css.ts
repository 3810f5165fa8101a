import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const root = column.lg;

export const section = style([surface({ tone: 'flat', padding: 'lg' }), column.sm]);

export const sectionTitle = surfaceTitle.heading;

export const state = style([
  sprinkles({ padding: 'md' }),
  textStyle({ size: 'sm', weight: 'medium', leading: 'normal', align: 'center', flush: true }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const note = hintText;

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
]);

export const row = style([
  sprinkles({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 'sm',
    paddingBlock: 'sm',
  }),
  textStyle({ size: 'sm', leading: 'normal' }),
  {
    selectors: {
      '& + &': { borderTop: `1px solid ${vars.color.border}` },
    },
  },
]);

globalStyle(`${row} > dt`, { color: vars.color.textMuted });
globalStyle(`${row} > dd`, { margin: 0 });

export const value = style({
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const nav = sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'sm' });

export const navLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium' }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const all = style([navLink, { alignSelf: 'center' }]);
