import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const money = recipe({
  base: {
    fontFamily: vars.font.numeric,
    // Tabular figures: every digit has the same width, so a ticking balance never jitters.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      reward: { color: vars.color.rewardText },
      success: { color: vars.color.successText },
      danger: { color: vars.color.dangerText },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
      md: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium },
      lg: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export type MoneyVariants = NonNullable<RecipeVariants<typeof money>>;
