import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * A round 32 px heart over the tile's corner. The tap area is the full touch target: an
 * invisible ::before grows it without covering more of the picture.
 */
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: `calc((${vars.size.iconLg} - ${vars.size.touchTarget}) / 2)`,
    },
    '&[aria-pressed="true"]': { color: vars.color.dangerText },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const icon = style({
  width: '18px',
  height: '18px',
});
