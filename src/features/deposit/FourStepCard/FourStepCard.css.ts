import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const card = style([surface({ tone: 'flat', padding: 'lg' }), column.sm]);

export const head = splitRow.baseline;

export const title = surfaceTitle.heading;

export const deadline = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'xxs' }),
  textStyle({ size: 'xs', color: 'textMuted' }),
  {
    flexShrink: 0,
  },
]);

export const progressText = hintText;

export const steps = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    padding: 0,
    listStyle: 'none',
  },
]);

export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    textAlign: 'center',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    state: {
      done: { color: vars.color.textMuted, background: vars.color.surface },
      next: { borderColor: vars.color.reward, color: vars.color.text },
      later: { color: vars.color.text },
    },
  },
});

export const stepNumber = style({
  fontWeight: vars.fontWeight.medium,
});

export const rate = textStyle({ size: 'md', weight: 'bold', color: 'rewardText' });

export const cap = style({
  fontVariantNumeric: 'tabular-nums',
});

export const mark = style({
  fontWeight: vars.fontWeight.medium,
});
