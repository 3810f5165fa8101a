import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const art = style({
  width: `calc(${vars.size.iconLg} * 3)`,
  height: `calc(${vars.size.iconLg} * 3)`,
});

export const envelope = style({ fill: vars.color.danger });
export const envelopeBack = style({ fill: vars.color.dangerHover });
export const flap = style({ fill: vars.color.dangerHover });
export const seal = style({ fill: vars.color.reward });
export const sealMark = style({ fill: vars.color.onReward });

export const timer = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const timerValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const refusal = style([message, { color: vars.color.dangerText }]);

export const action = style({ alignSelf: 'stretch' });
