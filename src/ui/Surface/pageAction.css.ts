import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A page whose main button sits at the bottom of the screen from the first paint, so nothing that
 * arrives above it (a list answering late, an offer, a refusal) can move it under a thumb that is
 * already on its way: a tap meant for it must not land on what took its place.
 *
 * The frame's `main` is a flex column that fills the screen (ui/AppFrame). Each box from it down
 * to the button takes the height left over (`pageFill`): `pageColumn`, its `pageSection` and, when
 * the button is inside one, the form. The button's bar (`pageAction`) is the last child of the
 * section and takes what stays empty above it (`margin-top: auto`): while the page is shorter than
 * the screen that is the screen's bottom, and what arrives fills the gap instead of pushing it.
 * Once the page is longer than the screen the bar is sticky at the bottom of the view.
 */
export const pageFill = style({
  flexGrow: 1,
});

/**
 * The bar of a page's main button(s): at the bottom of the screen (above the tab bar where one
 * shows: its band is set on the root while it does), across the section's padding, with an edge
 * and the page's fill so the page scrolls behind it. The last child of a `pageSection`.
 */
export const pageAction = style({
  position: 'sticky',
  bottom: 'var(--tab-bar-band, 0px)',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
  marginInline: `calc(-1 * ${vars.space.lg})`,
  marginBottom: `calc(-1 * ${vars.space.lg})`,
  padding: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

// A field the player moves to with Tab or that takes the focus lands above the bar, not under it
// (the root's scroll padding adds this band: theme/global.css.ts).
globalStyle(`html:has(${pageAction})`, {
  vars: {
    '--page-action-band': `calc(${vars.size.touchTarget} + ${vars.space.md} + ${vars.space.lg} + 1px)`,
  },
});
