import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

/** Spec 3 activity banners are 2:1 (the mock world's 690 x 345); the box keeps that shape. */
export const BANNER_RATIO = 2;

export const list = style([
  column.md,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

/** The whole card is the link (or the pop-up button): one big touch target. */
export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    padding: 0,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outlineOffset: '2px' },
    },
  },
  variants: {
    /**
     * Ended (spec 3 valid 0): visibly muted, the picture greyed and dimmed, the card sunk; the
     * text keeps its own colours (never lowered opacity), so it stays AA readable.
     */
    ended: {
      true: { background: vars.color.surfaceSunken, borderStyle: 'dashed' },
      false: {},
    },
  },
  defaultVariants: { ended: false },
});

export const media = recipe({
  base: { display: 'block' },
  variants: {
    ended: {
      true: { filter: 'grayscale(1)', opacity: 0.55 },
      false: {},
    },
  },
  defaultVariants: { ended: false },
});

export const body = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'xs',
  paddingInline: 'md',
  paddingBlock: 'sm',
});

/** One line, cut with an ellipsis (the card's accessible name keeps the whole title). */
export const title = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const endedTitle = style({ color: vars.color.textMuted });

/** The badges, over the picture's top-start corner, each on its own solid pill (AA on any picture). */
export const tags = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }),
  {
    position: 'absolute',
    insetBlockStart: vars.space.sm,
    insetInlineStart: vars.space.sm,
    insetInlineEnd: vars.space.sm,
    pointerEvents: 'none',
  },
]);

/** One line, kept even without a period, so every card is as tall as its placeholder. */
export const period = style({
  display: 'block',
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    boxShadow: vars.shadow.raised,
  },
  variants: {
    tone: {
      reward: { background: vars.color.reward, color: vars.color.onReward },
      info: {
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
      },
      ended: {
        border: `1px solid ${vars.color.borderStrong}`,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
      },
    },
  },
});
