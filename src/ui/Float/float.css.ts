import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/*
 * Style recipes for what floats over the bottom of the 500 px column: the round buttons in its
 * corners (scroll-to-top, the red packet, the home floats), their countdown pills and × buttons,
 * and the banner cards across its width (install, privacy, offline and update notices).
 *
 * The rules are plain objects and the strip is a function, so every class is still made in the
 * consumer's own style file: its CSS ships in the consumer's chunk, in the consumer's order,
 * and a consumer's own rules override by object spread rather than by stylesheet order.
 */

const safeAreaBottom = 'env(safe-area-inset-bottom, 0px)';

/**
 * The `bottom` of something lifted `lift` above the tab bar, or above the screen's bottom edge
 * where the page has no tab bar. The safe area keeps it clear of the home indicator.
 */
export function liftedBottom(lift: string, aboveTabBar = true): string {
  return aboveTabBar
    ? `calc(${vars.size.tabBarHeight} + ${safeAreaBottom} + ${lift})`
    : `calc(${safeAreaBottom} + ${lift})`;
}

/** Fixed over the page and centred like the tab bar, inside the 500 px column. */
export const columnStrip = {
  position: 'fixed',
  insetInline: 0,
  zIndex: vars.zIndex.float,
  maxWidth: vars.size.frameMaxWidth,
  marginInline: 'auto',
} satisfies StyleRule;

/**
 * A strip over the bottom of the column, `lift` above the tab bar (`aboveTabBar`, the default)
 * or above the screen's bottom edge. Fixed, so showing or hiding it never moves the page.
 * Call it from a style file; `rule` adds to (and may override) the strip.
 */
export function bottomStrip(lift: string, rule: StyleRule = {}) {
  return recipe({
    base: { ...columnStrip, ...rule },
    variants: {
      aboveTabBar: {
        true: { bottom: liftedBottom(lift) },
        false: { bottom: liftedBottom(lift, false) },
      },
    },
    defaultVariants: { aboveTabBar: true },
  });
}

/** The corner a round float sits in: the right end; only the float itself takes taps. */
export const cornerStrip = {
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space.md,
  pointerEvents: 'none',
} satisfies StyleRule;

/** A banner's card across the strip: raised above the page, drawn like a sheet. */
export const bannerCard = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
} satisfies StyleRule;

/** A round button centred on its glyph, no padding (the size comes from the consumer). */
export const roundButton = {
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
} satisfies StyleRule;

/** A round float's disc: a raised surface with a hairline border that lightens on hover. */
export const floatDisc = {
  ...roundButton,
  display: 'flex',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.secondary },
  },
} satisfies StyleRule;

/** A borderless round × with a full touch target, muted until hovered. */
export const closeButton = {
  ...roundButton,
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
} satisfies StyleRule;

/** The countdown pill on a float's lower edge, half over it. */
export const floatTimer = {
  position: 'absolute',
  top: `calc(100% - ${vars.space.sm})`,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.rewardText,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  pointerEvents: 'none',
} satisfies StyleRule;
