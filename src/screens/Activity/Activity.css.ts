import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { pageColumn, surface } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

export const page = style([pageColumn, { paddingTop: vars.space.sm }]);

/** A one-line notice with its action: the visitor's invitation, the articles' failure. */
const noticeRow = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', padding: 'md' }),
  { marginInline: vars.space.lg, borderRadius: vars.radius.lg },
]);

export const visitor = style([
  noticeRow,
  { marginBottom: vars.space.sm, background: vars.color.surfaceRaised },
]);

/** The words of a notice row (the visitor's and the articles' failure). */
export const visitorText = style([
  textStyle({ size: 'sm', color: 'text', flush: true }),
  { flex: 1 },
]);

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'lg' }),
  textStyle({ flush: true }),
  {
    listStyle: 'none',
  },
]);

/*
 * One entry: the banner (a fixed 2:1 box) over a foot of fixed height (one title line and one
 * badge line, both always there), so every card, its skeleton included, has the same geometry.
 */
export const card = style([
  surface({ tone: 'flat', padding: 'none' }),
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ color: 'text' }),
  {
    width: '100%',
    padding: 0,
    overflow: 'hidden',
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const cardFoot = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: 'xxs',
    paddingInline: 'md',
    paddingBlock: 'sm',
  }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const cardTitle = style([
  sprinkles({ display: 'block' }),
  textStyle({ size: 'md', weight: 'bold', leading: 'normal' }),
  {
    width: '100%',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
]);

/** The badge line is as tall with or without a badge (0 "not taking part" shows none). */
const badgeLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '1.5rem',
});

export const badge = recipe({
  base: [
    badgeLine,
    {
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.sm,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
    },
  ],
  variants: {
    tone: {
      reward: { background: vars.color.reward, color: vars.color.onReward },
      progress: { background: vars.color.primary, color: vars.color.onPrimary },
      finished: {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        border: `1px solid ${vars.color.border}`,
      },
      article: { background: vars.color.secondary, color: vars.color.onSecondary },
    },
  },
});

export const noBadge = badgeLine;

export const badgeSkeleton = style([badgeLine, { width: '7rem' }]);

export const state = sprinkles({ paddingInline: 'lg', paddingBlock: 'xl' });

export const fourStep = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.lg,
});

export const articlesFailed = style([
  noticeRow,
  { marginTop: vars.space.lg, background: vars.color.surfaceSunken },
]);

export const articlesFailedText = visitorText;
