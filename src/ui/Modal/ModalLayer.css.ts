import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/** Full-viewport layer; sheets sit on the `sheet` layer, dialogs above them on `dialog`. */
export const layer = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    justifyContent: 'center',
  },
  variants: {
    placement: {
      bottom: { zIndex: vars.zIndex.sheet, alignItems: 'flex-end' },
      center: { zIndex: vars.zIndex.dialog, alignItems: 'center', padding: vars.space.lg },
    },
  },
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.scrim,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
});

/** Above the scrim in paint order; the component adds its own look. */
export const panel = style({
  position: 'relative',
  outline: 'none',
});
