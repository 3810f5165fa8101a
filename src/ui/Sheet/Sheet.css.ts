import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../patterns/text.css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

// Spec 9: never wider than the 500 px column, centred on the desktop frame.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.frameMaxWidth,
  maxHeight: '85dvh',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTopLeftRadius: vars.radius.xl,
  borderTopRightRadius: vars.radius.xl,
  boxShadow: vars.shadow.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slideUp} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style([
  textStyle({ size: 'lg', weight: 'bold', leading: 'tight', flush: true }),
  {
    flex: 1,
    // A server-given title may hold a long unbroken run (a link, a code): it wraps rather than
    // pushing the close button out of the sheet.
    overflowWrap: 'anywhere',
  },
]);

export const description = style({
  flexShrink: 0,
  margin: 0,
  paddingBlockStart: vars.space.md,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Scrolls inside the sheet; the bottom padding clears the home indicator on notched phones. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlockStart: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlockEnd: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  selectors: {
    // Drawn inside: outside, the panel's edges and the header would cut the ring.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});
