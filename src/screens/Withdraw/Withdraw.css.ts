import { style } from '@vanilla-extract/css';
import { pageAction, pageFill } from '../../ui/Surface/pageAction.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { errorText } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

/** At least the screen's height, so "Continuar" and "Sacar" can sit at its bottom (pageAction). */
export const page = style([pageColumn, pageFill]);

export const body = `${pageSection({ gap: 'lg' })} ${pageFill}`;

export const amount = column.sm;

/** The chosen account's row, and the picker it opens right under it. */
export const account = column.sm;

/** Empty until the amount passes the withdrawable part; then both amounts, in words. */
export const over = errorText;

/**
 * "Continuar" on the form, "Sacar" and "Alterar" on the confirmation: at the bottom of the screen
 * from the first paint. The rollover list answers after the form shows, and a refusal arrives
 * above "Sacar"; either would otherwise push the button down just as the player taps it.
 */
export const actions = pageAction;
