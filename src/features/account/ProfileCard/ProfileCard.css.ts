import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface } from '../../../ui/Surface/surface.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const card = style([
  surface({ tone: 'raised', padding: 'lg' }),
  sprinkles({ display: 'grid', alignItems: 'center' }),
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.md,
    rowGap: vars.space.md,
  },
]);

export const who = style([
  column.xxs,
  {
    minWidth: 0,
  },
]);

/** A long nickname (16 wide letters) wraps rather than running under the copy button. */
export const name = style([
  textStyle({ size: 'lg', weight: 'bold', leading: 'tight', flush: true }),
  {
    overflowWrap: 'anywhere',
  },
]);

/** As tall as the copy button in it, placeholder or not. */
export const number = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  textStyle({ size: 'sm', color: 'textMuted', flush: true }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const numberValue = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  // The fallback selects it for the phone's copy menu: the whole number, nothing around it.
  userSelect: 'all',
});

export const edit = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 'xs',
    paddingInline: 'md',
  }),
  textStyle({ size: 'sm', weight: 'medium', color: 'onSecondary' }),
  {
    gridColumn: '1 / -1',
    minHeight: vars.size.touchTarget,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.secondary,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.secondaryHover },
    },
  },
]);

export const editIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});
