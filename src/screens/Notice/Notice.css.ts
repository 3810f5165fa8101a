import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface } from '../../ui/Surface/surface.css';
import { textStyle } from '../../ui/patterns/text.css';

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

export const welcomeCard = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', padding: 'md' }),
  textStyle({ color: 'text' }),
  {
    position: 'relative',
    border: `1px solid ${vars.color.reward}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
  },
]);

export const welcomeMain = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'xxs' }),
  {
    flex: 1,
    minWidth: 0,
  },
]);

export const welcomeTag = style([
  sprinkles({ paddingInline: 'xs' }),
  textStyle({ size: 'xs', weight: 'bold', color: 'onReward' }),
  {
    borderRadius: vars.radius.sm,
    background: vars.color.reward,
  },
]);

/** The title is the button; its ::after covers the card, so a tap anywhere on it opens it. */
export const welcomeTitle = style([
  textStyle({ size: 'md', weight: 'bold' }),
  {
    padding: 0,
    border: 'none',
    background: 'none',
    textAlign: 'start',
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
  },
]);

/** Two lines of the notice; the rest is read in full. */
export const welcomeText = style([
  textStyle({ size: 'sm', color: 'textMuted' }),
  {
    display: '-webkit-box',
    overflow: 'hidden',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
  },
]);

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
