import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageAction, pageFill } from '../../ui/Surface/pageAction.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

/** At least the screen's height, so "Continuar" and "Sacar" can sit at its bottom (pageAction). */
export const page = style([pageColumn, pageFill]);

export const body = `${pageSection({ gap: 'lg' })} ${pageFill}`;

export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The chosen account's row, and the picker it opens right under it. */
export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Empty until the amount passes the withdrawable part; then both amounts, in words. */
export const over = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
});

/**
 * "Continuar" on the form, "Sacar" and "Alterar" on the confirmation: at the bottom of the screen
 * from the first paint. The rollover list answers after the form shows, and a refusal arrives
 * above "Sacar"; either would otherwise push the button down just as the player taps it.
 */
export const actions = pageAction;
