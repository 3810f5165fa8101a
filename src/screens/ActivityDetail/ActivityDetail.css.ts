import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  text as period,
  card,
  cardTitle,
  row as statusRow,
  pill,
  progress,
  progressLabel,
  text,
  numeric as progressValue,
} from '../../features/activities/activityCard.css';

export const amountRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** The placeholder keeps the loaded page's gaps (the body's, without its padding). */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

// Shared with every activity card (activityCard.css.ts).
export { period, card, cardTitle, statusRow, pill, progress, progressLabel, text, progressValue };
