import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Spec 9: layout max width 500 px; above that, a desktop frame around the centred column.
export const backdrop = style({
  minHeight: '100dvh',
  background: vars.color.frameBackdrop,
});

export const column = style({
  position: 'relative',
  maxWidth: vars.size.frameMaxWidth,
  minHeight: '100dvh',
  marginInline: 'auto',
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  // Room under the page for the floating buttons, so its end scrolls clear of them (set by the
  // shell while floats show: app/shell/floatBand.ts).
  paddingBottom: 'var(--float-band, 0px)',
  '@media': {
    'screen and (min-width: 501px)': {
      boxShadow: vars.shadow.overlay,
      borderInline: `1px solid ${vars.color.border}`,
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});
