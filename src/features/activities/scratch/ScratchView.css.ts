import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import {
  card,
  row as titleRow,
  cardTitle as title,
  pillBase,
  text,
  outcome,
} from '../activityCard.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const pill = styleVariants({
  ended: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  reward: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
});

/** The rising pool: label above, the figure in the numeric face. */
export const pool = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', padding: 'md' }),
  textStyle({ flush: true }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  },
]);

export const poolLabel = textStyle({ size: 'sm', leading: 'normal', color: 'textMuted' });

export const poolValue = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.rewardText,
  fontVariantNumeric: 'tabular-nums',
});

/** Three cards a row (375 px page: about 100 px each). */
export const grid = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    padding: 0,
    listStyle: 'none',
  },
]);

export const tile = style([
  column.xs,
  {
    minWidth: 0,
  },
]);

export const tileTitle = style([
  textStyle({
    size: 'xs',
    weight: 'medium',
    leading: 'normal',
    color: 'textMuted',
    align: 'center',
    flush: true,
  }),
  {
    // "Raspadinha combinada" takes two lines in a third of the page; nothing is cut off.
    overflowWrap: 'anywhere',
  },
]);

/** The square under the foil: the prize once revealed. */
export const panel = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'relative',
    aspectRatio: '1',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
]);

export const hiddenMark = textStyle({ size: 'xxl', weight: 'bold', color: 'textMuted' });

const pop = keyframes({
  from: { opacity: 0, transform: 'scale(0.85)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const prize = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 'xxs',
    paddingInline: 'xxs',
  }),
  textStyle({ align: 'center' }),
  {
    '@media': {
      // Reduced motion: the prize is simply there.
      '(prefers-reduced-motion: no-preference)': {
        animation: `${pop} ${vars.motion.durationBase} ${vars.motion.easing}`,
      },
    },
  },
]);

export const prizeAmount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.rewardText,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tag = textStyle({ size: 'xs', weight: 'bold', color: 'successText' });

/** The foil: a canvas over the panel, rubbed away by a finger or a mouse. */
export const foil = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  // The foil's colours, read by the canvas (it cannot read tokens itself). `fill` and `stroke`
  // paint nothing on a canvas element, so a rubbed-away spot shows the panel below.
  fill: vars.color.borderStrong,
  stroke: vars.color.border,
  cursor: 'grab',
  // Rubbing the foil must not scroll the page.
  touchAction: 'none',
});

export const tileDone = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  textStyle({ size: 'xs', color: 'textMuted' }),
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const summary = style([splitRow.center, textStyle({ size: 'sm', flush: true })]);

export const actions = column.sm;

export const live = column.sm;

export const wonTitle = textStyle({ size: 'md', weight: 'bold', color: 'rewardText', flush: true });

/** The prize just scratched: the win, a step larger than the other outcomes. */
export const scratchedTitle = style([wonTitle, { fontSize: vars.fontSize.lg }]);

export const refusedTitle = textStyle({
  size: 'sm',
  weight: 'bold',
  color: 'dangerText',
  flush: true,
});

// Shared with every activity card (activityCard.css.ts).
export { card, titleRow, title, text, outcome };
