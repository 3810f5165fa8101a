import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';
import { textStyle } from '../../ui/patterns/text.css';
import { splitRow } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const cardTitle = surfaceTitle.caption;

/**
 * One line of the big amount, the same height with the amount or its placeholder. A very large
 * balance wraps (spec 5 keeps every digit) instead of running out of the card.
 */
export const total = style([
  textStyle({ size: 'xxl', leading: 'tight', flush: true }),
  {
    minHeight: `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})`,
    overflowWrap: 'anywhere',
  },
]);

globalStyle(`${total} > span`, { whiteSpace: 'normal' });

export const current = style([
  splitRow.center,
  textStyle({ size: 'sm', flush: true }),
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

export const currentLabel = style({ color: vars.color.textMuted });

export const currentValue = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  textStyle({ weight: 'medium' }),
  {
    height: vars.size.iconMd,
  },
]);

export const currentCoin = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
});

export const actions = sprinkles({ display: 'grid', gridTemplateColumns: 3, gap: 'sm' });

/** The button look on a link: no underline, and the paddings of a narrow third of the row. */
export const actionLink = style({
  paddingInline: vars.space.sm,
  textDecoration: 'none',
});

export const currencies = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const sectionTitle = textStyle({
  size: 'lg',
  weight: 'bold',
  leading: 'tight',
  flush: true,
});

export const hint = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const noWallet = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'md',
});
