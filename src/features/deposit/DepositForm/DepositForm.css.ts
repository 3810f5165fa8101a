import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pageAction, pageFill } from '../../../ui/Surface/pageAction.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, errorText, noteText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

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

export const currencyRow = sprinkles({ display: 'flex', gap: 'xs' });

/** One currency's tile (ui ChoiceGroup): the tiles share the row's width. */
export const currency = style({
  flex: 1,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const network = noteText;

export const amount = column.sm;

export const bonus = textStyle({ size: 'sm', leading: 'normal', color: 'rewardText', flush: true });

export const refusal = style([
  sprinkles({ padding: 'sm' }),
  errorText,
  {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.dangerText}`,
  },
]);
