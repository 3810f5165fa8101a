import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  text as period,
  card,
  cardTitle,
  row as statusRow,
  pillBase,
  text,
  numeric as progressValue,
  th,
} from '../../features/activities/activityCard.css';

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

/** The phase pill; the text says the phase, the colour only repeats it. */
export const pill = styleVariants({
  neutral: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  reward: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
  progress: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.warningText }],
  done: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.successText }],
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

export const amountRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
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

// Shared with every activity card (activityCard.css.ts).
export { period, card, cardTitle, statusRow, text, progressValue, th };
