import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pageAction, pageFill } from '../../../ui/Surface/pageAction.css';

/** Fills what the page leaves under the offers, so its button can sit at the screen's bottom. */
export const form = style([
  pageFill,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
  },
]);

/**
 * The button at the bottom of the screen from the first paint: an offer that answers after the
 * form shows (the page waits for them only so long) or a refusal appears above it, and either
 * would otherwise push it down under the player's thumb.
 */
export const submit = pageAction;

export const currencyRow = style({
  display: 'flex',
  gap: vars.space.xs,
});

/** One currency's tile (ui ChoiceGroup): the tiles share the row's width. */
export const currency = style({
  flex: 1,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const network = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const bonus = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.rewardText,
  lineHeight: vars.lineHeight.normal,
});

export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.dangerText}`,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
