import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const purposes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const purpose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const purposeHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
});

export const purposeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const purposeText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const alwaysOn = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.successText,
});

/** A 44 px tall switch: the track and its knob, on (primary) or off (muted). */
export const switchButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.pill,
    },
  },
});

export const track = style({
  position: 'relative',
  display: 'block',
  width: '48px',
  height: '28px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '[aria-checked="true"] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const knob = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '[aria-checked="true"] > * > &': {
      transform: 'translateX(20px)',
      background: vars.color.onPrimary,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
