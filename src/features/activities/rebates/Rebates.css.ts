import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { card, cardTitle as title, pill as tone, text } from '../activityCard.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

export const head = style([
  splitRow.center,
  {
    minHeight: vars.size.touchTarget,
  },
]);

/** The rescue's phase pill, in the tone each phase shares with the other activity cards. */
export const pill = {
  claimable: tone.reward,
  claimed: tone.done,
  nothing: tone.neutral,
  expired: tone.progress,
};

/** The figures: label on the left, value on the right, one row each. */
export const figures = style([column.sm, textStyle({ flush: true })]);

export const figure = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 'sm',
  }),
  textStyle({ size: 'sm', leading: 'normal' }),
]);

export const figureLabel = style({
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium', color: 'link' }),
  {
    alignSelf: 'flex-start',
    minHeight: vars.size.touchTarget,
  },
]);

// Shared with every activity card (activityCard.css.ts).
export { card, title, text };
