import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { pageColumn } from '../../ui/Surface/surface.css';

export const page = style([pageColumn, { paddingTop: vars.space.sm }]);

export const visitor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInline: vars.space.lg,
  marginBottom: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const visitorText = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
});

/*
 * One entry: the banner (a fixed 2:1 box) over a foot of fixed height (one title line and one
 * badge line, both always there), so every card, its skeleton included, has the same geometry.
 */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
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
});

export const cardFoot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
});

export const cardTitle = style({
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

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

export const state = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});

export const fourStep = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.lg,
});

export const articlesFailed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInline: vars.space.lg,
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const articlesFailedText = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
