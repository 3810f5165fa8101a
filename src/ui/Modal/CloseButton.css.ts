import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { closeButton } from '../Float/float.css';

export const button = style({
  ...closeButton,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.secondary, color: vars.color.text },
    // Inside the round target, so the ring is not clipped at the edge of a sheet or toast.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
