import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Wraps the child a badge sits on; the badge hangs off its top-right corner. */
export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
});

// Plain classes rather than a `recipe`: see ui/Button/Button.css.ts.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const variant = styleVariants({
  count: {
    minWidth: '18px',
    height: '18px',
    paddingInline: vars.space.xs,
    background: vars.color.badge,
    color: vars.color.onBadge,
  },
  dot: {
    width: '10px',
    height: '10px',
    background: vars.color.badge,
  },
  gift: {
    height: '18px',
    paddingInline: vars.space.xs,
    background: vars.color.reward,
    color: vars.color.onReward,
  },
});

export const placement = styleVariants({
  inline: {},
  overlay: {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(45%, -45%)',
    // A ring in the surface colour keeps the badge legible over any icon.
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  },
});

/** A dot over an icon sits closer in: it has no text that needs room. */
export const dotOverlay = style({ transform: 'translate(20%, -20%)' });

export const giftIcon = style({ width: '12px', height: '12px' });
