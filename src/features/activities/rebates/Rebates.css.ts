import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { card, cardTitle as title, pill as tone, text } from '../activityCard.css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
});

/** The rescue's phase pill, in the tone each phase shares with the other activity cards. */
export const pill = {
  claimable: tone.reward,
  claimed: tone.done,
  nothing: tone.neutral,
  expired: tone.progress,
};

/** The figures: label on the left, value on the right, one row each. */
export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

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

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
});

// Shared with every activity card (activityCard.css.ts).
export { card, title, text };
