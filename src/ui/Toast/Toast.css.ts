import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../patterns/text.css';

const dropIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.sm}))` },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: '1px solid',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${dropIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.borderStrong },
      success: { borderColor: vars.color.success },
      warning: { borderColor: vars.color.warning },
      danger: { borderColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, width: vars.size.iconMd, height: vars.size.iconMd },
  variants: {
    tone: {
      info: { color: vars.color.link },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      danger: { color: vars.color.dangerText },
    },
  },
});

export const message = style([
  sprinkles({ paddingBlock: 'sm' }),
  textStyle({ size: 'sm', leading: 'normal', flush: true }),
  {
    flex: 1,
    overflowWrap: 'anywhere',
  },
]);
