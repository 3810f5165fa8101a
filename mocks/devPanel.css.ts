import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/** Bottom-left, above the tab bar and every app layer (toasts included). */
export const root = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  bottom: `calc(${vars.size.tabBarHeight} + ${vars.space.md})`,
  zIndex: `calc(${vars.zIndex.toast} + 1)`,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const toggle = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
});

export const panel = style({
  width: `min(calc(100vw - 2 * ${vars.space.md}), 20rem)`,
  maxHeight: `calc(100dvh - ${vars.size.tabBarHeight} - ${vars.size.touchTarget} - 4 * ${vars.space.md})`,
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
