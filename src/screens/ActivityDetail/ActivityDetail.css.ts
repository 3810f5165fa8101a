import { style } from '@vanilla-extract/css';
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
import { textStyle } from '../../ui/patterns/text.css';
import { column, splitRow } from '../../ui/patterns/layout.css';

export const amountRow = style([splitRow.baseline, textStyle({ size: 'sm' })]);

/** The placeholder keeps the loaded page's gaps (the body's, without its padding). */
export const skeleton = column.lg;

// Shared with every activity card (activityCard.css.ts).
export { period, card, cardTitle, statusRow, pill, progress, progressLabel, text, progressValue };
