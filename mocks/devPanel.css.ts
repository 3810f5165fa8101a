import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/**
 * A handle on the left edge, vertically centred, no wider than the page's side margin (16 px):
 * closed, it covers no control or text of the page (a pill in the bottom-left corner covered the
 * tab bar's neighbours, order amounts and the footer). Above every app layer, toasts included.
 */
export const root = style({
  position: 'fixed',
  insetInlineStart: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: `calc(${vars.zIndex.toast} + 1)`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.md,
  height: '3.5rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineStart: 'none',
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  opacity: 0.85,
  selectors: { '&:hover, &:focus-visible, &[aria-expanded="true"]': { opacity: 1 } },
});

export const panel = style({
  width: `min(calc(100vw - 2 * ${vars.space.md}), 20rem)`,
  maxHeight: `calc(100dvh - ${vars.size.tabBarHeight} - 4 * ${vars.space.md})`,
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // `display: flex` would otherwise beat the hidden attribute of the collapsed panel.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const scenarios = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const scenario = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const scenarioActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const action = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.secondaryHover },
    '&[aria-disabled="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
      cursor: 'default',
    },
  },
});

export const account = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.medium,
});
