import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const illustration = style({
  width: '112px',
  height: '112px',
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '32ch',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ marginTop: vars.space.md });

// Parts of the illustrations, coloured by the theme so they follow dark and light.
export const disc = style({ fill: vars.color.surfaceRaised });
export const paper = style({ fill: vars.color.surface });
export const dangerFill = style({ fill: vars.color.danger });
export const onDangerFill = style({ fill: vars.color.onDanger });
export const warningFill = style({ fill: vars.color.warning });
export const onWarningStroke = style({ stroke: vars.color.textInverse });
export const primaryFill = style({ fill: vars.color.primary });
export const dangerStroke = style({ stroke: vars.color.dangerText });
export const gapStroke = style({ stroke: vars.color.surfaceRaised });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Same box as an illustration, so swapping loading for a result moves no text. */
export const spinnerBox = style([
  illustration,
  { display: 'flex', alignItems: 'center', justifyContent: 'center' },
]);

export const spinner = style({
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.skeletonHighlight}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
});
