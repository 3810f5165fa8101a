import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const countdown = recipe({
  base: {
    fontFamily: vars.font.numeric,
    // Tabular figures: the digits change every second without the text shifting sideways.
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    ended: {
      true: { color: vars.color.textMuted },
      false: { color: 'inherit' },
    },
  },
  defaultVariants: { ended: false },
});
