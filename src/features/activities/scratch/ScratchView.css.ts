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

export const pill = styleVariants({
  ended: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  reward: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
});

/** The rising pool: label above, the figure in the numeric face. */
export const pool = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const poolLabel = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const poolValue = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.rewardText,
  fontVariantNumeric: 'tabular-nums',
});

/** Three cards a row (375 px page: about 100 px each). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const tileTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  textAlign: 'center',
  // "Raspadinha combinada" takes two lines in a third of the page; nothing is cut off.
  overflowWrap: 'anywhere',
});

/** The square under the foil: the prize once revealed. */
export const panel = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const hiddenMark = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

const pop = keyframes({
  from: { opacity: 0, transform: 'scale(0.85)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const prize = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xxs,
  textAlign: 'center',
  '@media': {
    // Reduced motion: the prize is simply there.
    '(prefers-reduced-motion: no-preference)': {
      animation: `${pop} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
});

export const prizeAmount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.rewardText,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.successText,
});

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

export const tileDone = style({
  minHeight: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const live = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const wonTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.rewardText,
});

/** The prize just scratched: the win, a step larger than the other outcomes. */
export const scratchedTitle = style([wonTitle, { fontSize: vars.fontSize.lg }]);

export const refusedTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
});

// Shared with every activity card (activityCard.css.ts).
export { card, titleRow, title, text, outcome };
