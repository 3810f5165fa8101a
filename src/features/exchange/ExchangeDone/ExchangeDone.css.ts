import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { surface } from '../../../ui/Surface/surface.css';

/** A card like the pair's sides; its title and list sit closer than a card's `stack` steps. */
export const balances = style([
  surface({ tone: 'flat', padding: 'md' }),
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

export const balancesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const code = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const refresh = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
