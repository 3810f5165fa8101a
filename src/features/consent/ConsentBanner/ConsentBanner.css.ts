import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/**
 * A card over the bottom of the 500 px column, just above the tab bar where there is one. It is
 * fixed: nothing on the page moves when it appears or goes (no layout shift), and the lobby
 * above it stays usable (no scrim, not modal). Above the floats (same layer, later in the DOM).
 */
export const layer = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    zIndex: vars.zIndex.float,
    maxWidth: vars.size.frameMaxWidth,
    marginInline: 'auto',
    paddingInline: vars.space.sm,
  },
  variants: {
    aboveTabBar: {
      true: {
        bottom: `calc(${vars.size.tabBarHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.sm})`,
      },
      false: { bottom: `calc(env(safe-area-inset-bottom, 0px) + ${vars.space.sm})` },
    },
  },
  defaultVariants: { aboveTabBar: true },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
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
