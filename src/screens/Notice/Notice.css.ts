import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface } from '../../ui/Surface/surface.css';

export const page = pageColumn;

/*
 * The unread count. Empty (only its padding) while the count is unknown: it arrives with the
 * list, which replaces its placeholder rows at the same moment, and when the count cannot be
 * read (a failed list) no blank line is left above the failure.
 */
export const unread = style({
  margin: 0,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.sm,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const welcome = style({
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.md,
});

export const welcomeCard = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.reward}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const welcomeMain = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const welcomeTag = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.reward,
  color: vars.color.onReward,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** The title is the button; its ::after covers the card, so a tap anywhere on it opens it. */
export const welcomeTitle = style({
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Two lines of the notice; the rest is read in full. */
export const welcomeText = style({
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

export const listBody = pageSection({ gap: 'lg' });

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

/** A placeholder row, the height of a real one so nothing jumps when the messages arrive. */
export const skeletonRow = style([
  surface({ tone: 'placeholder', padding: 'none' }),
  sprinkles({ display: 'flex', alignItems: 'center', paddingInline: 'md' }),
  { minHeight: '72px' },
]);

export const skeletonText = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { flex: 1 },
]);
