import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const title = surfaceTitle.caption;

/** Every line at the normal line height, as the placeholder's text lines (no shift on arrival). */
export const level = textStyle({
  size: 'xl',
  weight: 'bold',
  leading: 'normal',
  color: 'rewardText',
  flush: true,
});

export const next = textStyle({ size: 'sm', leading: 'normal', flush: true });

export const note = hintText;

export const goal = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const goalHead = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
  }),
  textStyle({ size: 'sm', leading: 'normal' }),
  {
    columnGap: vars.space.sm,
  },
]);

export const goalLabel = style({ fontWeight: vars.fontWeight.medium });

export const goalAmounts = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const skeleton = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const actions = sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' });

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium' }),
  {
    alignSelf: 'flex-start',
    minHeight: vars.size.touchTarget,
  },
]);
