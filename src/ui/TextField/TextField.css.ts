import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../patterns/text.css';
import { column } from '../patterns/layout.css';

export const root = style([
  column.xs,
  {
    minWidth: 0,
  },
]);

// 14px text on the 1.5 line height (21px): 14 x 1.25 = 17.5px would put the box below on a
// half pixel and blur its borders.
export const label = textStyle({ size: 'sm', weight: 'medium', leading: 'normal', color: 'text' });

/** The bordered box: prefix, input, suffix and the inline buttons share one focus ring. */
export const control = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  {
    minHeight: vars.size.touchTarget,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:has(input:focus-visible)': {
        borderColor: vars.color.focusRing,
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
      '&[data-invalid="true"]': { borderColor: vars.color.dangerText },
      '&[data-disabled="true"]': {
        background: vars.color.surface,
        borderColor: vars.color.border,
        cursor: 'not-allowed',
      },
    },
  },
]);

const affix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});

/** Text before the input, such as "+55" before a phone number. */
export const prefix = style([affix, { paddingInlineStart: vars.space.md }]);

/** Text after the input, such as a unit. */
export const suffix = style([affix, { paddingInlineEnd: vars.space.md }]);

// Buttons inside the box (clear, show password) sit flush with its border: draw their focus
// ring inside them so it does not collide with the box's edge.
globalStyle(`${control} button:focus-visible`, { outlineOffset: '-2px' });

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  // 16px or more: iOS Safari zooms the page into any focused input with smaller text.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    // The control draws the ring for the input; the input's own outline would sit inside it.
    '&:focus-visible': { outline: 'none' },
    // Beside an affix the input needs only a small gap on that side.
    [`${prefix} + &`]: { paddingInlineStart: vars.space.xs },
  },
});

export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

export const footer = sprinkles({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 'sm',
});

export const messages = style([
  column.xxs,
  {
    minWidth: 0,
  },
]);

const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const hint = style([message, { color: vars.color.textMuted }]);

export const error = style([message, { color: vars.color.dangerText }]);

export const counter = style([
  message,
  {
    marginInlineStart: 'auto',
    flexShrink: 0,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  },
]);
