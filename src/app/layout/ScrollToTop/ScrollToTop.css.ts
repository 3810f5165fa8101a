import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/**
 * A strip over the bottom of the 500 px column (centred like the tab bar) that only the button
 * itself takes taps in; the button sits in its bottom-right corner.
 */
export const layer = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    zIndex: vars.zIndex.float,
    maxWidth: vars.size.frameMaxWidth,
    marginInline: 'auto',
    display: 'flex',
    justifyContent: 'flex-end',
    paddingInline: vars.space.md,
    pointerEvents: 'none',
  },
  variants: {
    aboveTabBar: {
      true: {
        bottom: `calc(${vars.size.tabBarHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.lg})`,
      },
      false: { bottom: `calc(env(safe-area-inset-bottom, 0px) + ${vars.space.lg})` },
    },
  },
  defaultVariants: { aboveTabBar: true },
});

// While the privacy banner shows, the button rises above it: the banner's band counts from the
// screen's bottom edge, tab bar included (ConsentBanner sets it).
globalStyle(`html:has([data-consent-banner]) ${layer.classNames.base}`, {
  bottom: `calc(var(--consent-band, 0px) + ${vars.space.lg})`,
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    '&:hover': { background: vars.color.secondary },
  },
});
