import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bottomStrip, cornerStrip, floatDisc } from '../../../ui/Float/float.css';

/**
 * A strip over the bottom of the 500 px column (centred like the tab bar) that only the button
 * itself takes taps in; the button sits in its bottom-right corner, in line with the page's
 * content edge: the gutter beside it is where the docked floats and their countdowns run
 * (features/activities floatGeometry.ts).
 */
export const layer = bottomStrip(vars.space.lg, { ...cornerStrip, paddingInline: vars.space.lg });

// While the privacy banner shows, the button rises above it: the banner's band counts from the
// screen's bottom edge, tab bar included (ConsentBanner sets it).
globalStyle(`html:has([data-consent-banner]) ${layer.classNames.base}`, {
  bottom: `calc(var(--consent-band, 0px) + ${vars.space.lg})`,
});

export const button = style({
  ...floatDisc,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
});
