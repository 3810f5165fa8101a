import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The home's sections, top to bottom (spec 2), evenly spaced. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

/** The whole-page failure, placed where the lobby would start. */
export const failure = style({
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xxl,
});

/**
 * Holds the lower sections' place (scratch ticket, "Ver mais jogos", bet table: about 600 px)
 * in the rare case their chunk is still on its way when the categories arrive, so the footer
 * does not move up and back down.
 */
export const lowerPlaceholder = style({
  minHeight: '600px',
});
