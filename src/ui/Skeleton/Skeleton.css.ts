import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * The sweep is a highlight band on a pseudo-element moved with `transform`, which the browser
 * animates on the compositor: animating `background-position` instead repainted every visible
 * skeleton on the main thread at every frame, long tasks on a mid-range phone while the lobby
 * loads. At rest (reduced motion, frozen Storybook) the band is not drawn: one plain colour.
 */
const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

const surface = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'block',
  backgroundColor: vars.color.skeleton,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.skeletonHighlight} 50%, transparent 100%)`,
      transform: 'translateX(-100%)',
      animation: `${sweep} 1.4s ${vars.motion.easing} infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::after': { display: 'none', animation: 'none' } },
    },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

// Plain classes rather than a `recipe`: see ui/Button/Button.css.ts.
export const base = style([surface, { flexShrink: 0, maxWidth: '100%' }]);

export const shape = styleVariants({
  block: {},
  circle: { borderRadius: '50%', aspectRatio: '1' },
  line: { borderRadius: vars.radius.sm, height: '0.8em', width: '100%' },
});

export const radius = styleVariants({
  none: { borderRadius: 0 },
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
});

/** A text skeleton takes exactly the height its lines of text will: one line-height each. */
export const textBlock = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

export const textLine = style({
  display: 'flex',
  alignItems: 'center',
});

/** One line's height at the leading the real text is set in (`lineHeight` tokens). */
export const leading = styleVariants(vars.lineHeight, (lineHeight) => ({
  height: `calc(1em * ${lineHeight})`,
}));

/** The last line of a paragraph is shorter, as real text usually is. */
export const lastLine = style({ width: '60%' });
