import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A card of the /activityDetail page (the page's own cards have the same look). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

/** A state pill: the text says it, the colour only repeats it. */
export const pill = styleVariants({
  neutral: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  reward: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
  progress: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.warningText }],
  done: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.successText }],
  ended: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

export const track = style({
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const caption = style({
  textAlign: 'start',
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const th = style({
  paddingBlock: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { textAlign: 'end' } },
});

export const td = style({
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    '&:last-child': { textAlign: 'end', whiteSpace: 'nowrap' },
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const muted = style({ color: vars.color.textMuted });

/** The claim's outcome, said in place. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** A live region that takes no room while empty (but stays in the a11y tree). */
export const outcomeLive = style([
  outcome,
  {
    selectors: {
      '&:empty': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
      },
    },
  },
]);

const outcomeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const wonTitle = style([outcomeTitle, { color: vars.color.rewardText }]);
export const refusedTitle = style([outcomeTitle, { color: vars.color.dangerText }]);

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const timer = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const timerValue = style({ color: vars.color.text, fontSize: vars.fontSize.md });

/** The type 39 pop-up's schedule: full width under the action, rows left-aligned. */
export const rounds = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'start',
});

export const roundList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const round = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A pill on its own line of a card (a column flex box would stretch it). */
export const alone = style({ alignSelf: 'flex-start' });
