import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const period = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** A card: the player's part, the reward table, the rules. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
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

/** The phase pill; the text says the phase, the colour only repeats it. */
export const pill = styleVariants({
  neutral: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  reward: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
  progress: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.warningText }],
  done: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.successText }],
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const progressValue = style({
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

export const amountRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** The claim's outcome: won (reward) or refused (danger), said in place. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/**
 * The live region of a won claim: present from the start (so it is announced when filled) but
 * takes no room while empty (not display:none, which would drop it from the a11y tree).
 */
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

export const outcomeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const wonTitle = style([outcomeTitle, { color: vars.color.rewardText }]);

export const refusedTitle = style([outcomeTitle, { color: vars.color.dangerText }]);

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
  selectors: {
    '&:last-child': { textAlign: 'end', whiteSpace: 'nowrap' },
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const action = style({
  display: 'flex',
  justifyContent: 'center',
});

/** The placeholder keeps the loaded page's gaps (the body's, without its padding). */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
