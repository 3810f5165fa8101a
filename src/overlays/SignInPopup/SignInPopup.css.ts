import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const streak = textStyle({ size: 'sm', weight: 'medium', leading: 'normal', flush: true });

// Four columns: days 1-4 on the first row, 5-7 on the second.
export const days = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    padding: 0,
    listStyle: 'none',
  },
]);

export const day = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    textAlign: 'center',
  },
  variants: {
    state: {
      signed: { color: vars.color.textMuted },
      today: {
        borderColor: vars.color.reward,
        background: vars.color.surfaceSunken,
      },
      locked: { color: vars.color.textMuted },
    },
  },
});

export const dayName = style({
  fontWeight: vars.fontWeight.medium,
});

export const dayState = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
  },
  variants: {
    state: {
      signed: { color: vars.color.successText },
      today: { color: vars.color.rewardText, fontWeight: vars.fontWeight.medium },
      locked: {},
    },
  },
});

export const check = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const skeletonDays = style([days, { pointerEvents: 'none' }]);
