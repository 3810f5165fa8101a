import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bannerCard, bottomStrip } from '../../../ui/Float/float.css';

/**
 * A card over the bottom of the 500 px column, just above the tab bar where there is one. It is
 * fixed: nothing on the page moves when it appears or goes (no layout shift), and the lobby
 * above it stays usable (no scrim, not modal). Above the floats (same layer, later in the DOM).
 */
export const layer = bottomStrip(vars.space.sm, { paddingInline: vars.space.sm });

export const card = style({
  ...bannerCard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  // The inline link still gets a 44 px tall target (WCAG 2.5.8 asks 24; the house asks 44).
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Aceitar and Recusar side by side, equally weighted (refusing is as easy as accepting). */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const settingsRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** An in-flow block as tall as the banner, at the end of the page (ConsentBanner.tsx). */
export const spacer = style({ flexShrink: 0 });
