import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
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
