import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const title = surfaceTitle.caption;

/** Every line at the normal line height, as the placeholder's text lines (no shift on arrival). */
export const level = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.rewardText,
});

export const next = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const goal = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const goalHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const goalLabel = style({ fontWeight: vars.fontWeight.medium });

export const goalAmounts = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const skeleton = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const actions = sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' });

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
