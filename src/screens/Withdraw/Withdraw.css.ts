import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The chosen account's row, and the picker it opens right under it. */
export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Empty until the amount passes the withdrawable part; then both amounts, in words. */
export const over = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/**
 * "Continuar" stays in view at the bottom of the page while the form is longer than the screen,
 * and never moves under the player's thumb when a message appears above it.
 */
export const stickyAction = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  marginBottom: `calc(-1 * ${vars.space.lg})`,
  padding: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
