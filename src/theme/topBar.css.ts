import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The bar at the top of the 500 px column (spec 2), shared by the tab pages' header and the
 * other pages' back-and-title header: sticky, above the page and below the tab bar's layer, one
 * header height, on the surface colour with a hairline under it. Each adds its own layout.
 */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.headerHeight,
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
