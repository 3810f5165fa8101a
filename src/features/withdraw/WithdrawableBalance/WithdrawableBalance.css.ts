import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { textStyle } from '../../../ui/patterns/text.css';

/** Tighter than the other cards: it is one figure and one line. */
export const card = style({
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
});

export const label = textStyle({ size: 'sm', weight: 'medium', color: 'textMuted', flush: true });
