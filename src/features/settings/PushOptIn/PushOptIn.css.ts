import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

/** Drawn like the other /setting rows (Setting.css.ts): icon, label, control. */
export const row = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: 'md',
    paddingInline: 'lg',
    paddingBlock: 'md',
  }),
  textStyle({ size: 'md', color: 'text' }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex' }),
  textStyle({ color: 'textMuted' }),
  {
    alignSelf: 'flex-start',
  },
]);

export const copy = style([
  column.xxs,
  {
    flex: '1 1 auto',
    minWidth: 0,
  },
]);

export const label = style({ fontWeight: vars.fontWeight.medium });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const failure = style({ color: vars.color.dangerText });

export const retry = style({ marginBlockStart: vars.space.xs, alignSelf: 'flex-start' });

/** The switch: a 44 px tall target around a 48 x 28 track. */
export const switchButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  {
    position: 'relative',
    flexShrink: 0,
    minWidth: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:focus-visible': { outline: 'none' },
    },
  },
]);

export const track = style({
  position: 'relative',
  display: 'block',
  width: '48px',
  height: '28px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.borderStrong}`,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchButton}[aria-disabled="true"] &`]: { opacity: 0.5 },
    [`${switchButton}:focus-visible &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      transform: 'translateX(20px)',
      background: vars.color.onPrimary,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
