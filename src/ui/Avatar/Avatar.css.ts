import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
    },
    /*
     * Initials tones: existing brand pairs whose text colours already pass WCAG AA on their
     * backgrounds in both themes. Index from avatarTone(name).
     */
    tone: {
      0: { background: vars.color.primary, color: vars.color.onPrimary },
      1: { background: vars.color.reward, color: vars.color.onReward },
      2: { background: vars.color.badge, color: vars.color.onBadge },
      3: { background: vars.color.link, color: vars.color.textInverse },
      4: { background: vars.color.secondary, color: vars.color.onSecondary },
      image: { background: vars.color.skeleton },
    },
  },
  defaultVariants: { size: 'md', tone: 'image' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallbackIcon = style({ width: '60%', height: '60%' });
