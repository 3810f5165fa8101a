import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/*
 * The gradient is three times the box wide with the highlight in the middle third; resting at
 * 100% shows only the flat outer third, so a frozen skeleton (reduced motion, Storybook) is one
 * plain colour and the sweep moves left to right while animated.
 */
const sweep = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0% 0' },
});

const surface = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 35%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 65%)`,
  backgroundSize: '300% 100%',
  backgroundPosition: '100% 0',
  animation: `${sweep} 1.4s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const skeleton = recipe({
  base: [surface, { flexShrink: 0, maxWidth: '100%' }],
  variants: {
    shape: {
      block: {},
      circle: { borderRadius: '50%', aspectRatio: '1' },
      line: { borderRadius: vars.radius.sm, height: '0.8em', width: '100%' },
    },
    radius: {
      none: { borderRadius: 0 },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { shape: 'block' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

/** A text skeleton takes exactly the height its lines of text will: one line-height each. */
export const textBlock = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

export const textLine = style({
  display: 'flex',
  alignItems: 'center',
  height: `calc(1em * ${vars.lineHeight.normal})`,
});

/** The last line of a paragraph is shorter, as real text usually is. */
export const lastLine = style({ width: '60%' });
