import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { wonTitle as cardWonTitle } from '../activityCard.css';

/**
 * A won claim's box: the shared outcome box ringed in gold. The ring is drawn inside the box (a
 * shadow, not a border), so the box is the same size as a refusal's.
 */
export const won = style({
  boxShadow: `inset 0 0 0 1px ${vars.color.reward}`,
});

/** The won line, a step larger than a card title: the amount is the news. */
export const wonTitle = style([cardWonTitle, { fontSize: vars.fontSize.lg }]);
