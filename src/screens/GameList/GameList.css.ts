import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

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
export const count = style([
  textStyle({ size: 'sm', color: 'textMuted' }),
  {
    minWidth: 0,
  },
]);

export const filters = style({
  paddingTop: vars.space.sm,
  // The chip row's own height, reserved while the providers load.
  minHeight: `calc(36px + 2 * ${vars.space.xxs} + ${vars.space.sm})`,
});

export const body = pageSection({ gap: 'lg' });

export const emptyAction = sprinkles({ display: 'flex', justifyContent: 'center' });

/** "Todos os provedores": one touch-target line above the provider chips of the whole catalogue. */
export const providersLink = sprinkles({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: 'lg',
});

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium', color: 'link' }),
  {
    minHeight: vars.size.touchTarget,
  },
]);
