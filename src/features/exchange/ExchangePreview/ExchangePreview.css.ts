import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surfaceTitle } from '../../../ui/Surface/surface.css';

export const preview = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', padding: 'md' }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const label = surfaceTitle.caption;

export const amount = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const warning = style([note, { color: vars.color.warningText }]);
