import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { radioCard, radioCardInput } from '../../../ui/ChoiceGroup/ChoiceGroup.css';

export const title = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const label = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const kinds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const kind = style([
  radioCard,
  {
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
  },
]);

export const radio = style([radioCardInput, { width: '18px', height: '18px', margin: 0 }]);

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.dangerText}`,
  background: vars.color.surfaceSunken,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
