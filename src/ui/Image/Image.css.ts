import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The box holds the final size from the first frame: its aspect ratio is set inline. */
export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.skeleton,
    selectors: {
      '&[data-status="error"]': {
        background: vars.color.surfaceRaised,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
    },
  },
  variants: {
    radius: {
      none: {},
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { radius: 'md' },
});

export type FrameVariants = NonNullable<RecipeVariants<typeof frame>>;

export const image = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    opacity: 0,
    transition: `opacity ${vars.motion.durationBase} ${vars.motion.easing}`,
    selectors: { '[data-status="loaded"] > &': { opacity: 1 } },
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'cover' },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const fallbackIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});

export const cutStroke = style({ stroke: vars.color.surfaceRaised });
