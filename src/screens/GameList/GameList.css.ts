import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
});

/** Reserves its line while the count is unknown, so the toolbar never changes height. */
export const count = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const filters = style({
  paddingTop: vars.space.sm,
  // The chip row's own height, reserved while the providers load.
  minHeight: `calc(36px + 2 * ${vars.space.xxs} + ${vars.space.sm})`,
});

export const body = pageSection({ gap: 'lg' });

export const emptyAction = style({
  display: 'flex',
  justifyContent: 'center',
});

/** "Todos os provedores": one touch-target line above the provider chips of the whole catalogue. */
export const providersLink = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space.lg,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
