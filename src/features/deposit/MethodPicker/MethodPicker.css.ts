import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const options = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

/** One method's tile (ui ChoiceGroup): its name over its note, centred. */
export const option = style({
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  textAlign: 'center',
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const note = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const unavailable = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warningText,
  lineHeight: vars.lineHeight.normal,
});
