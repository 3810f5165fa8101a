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
