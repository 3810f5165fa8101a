import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface } from '../../../ui/Surface/surface.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

/** One raised card, the whole of it the button: a tap anywhere on it opens the picker. */
export const row = style([
  surface({ tone: 'flat', padding: 'md' }),
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' }),
  textStyle({ color: 'text', flush: true }),
  {
    width: '100%',
    minHeight: vars.size.touchTarget,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-expanded="true"]': { borderColor: vars.color.primary },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const text = style([
  column.xxs,
  {
    flex: 1,
    minWidth: 0,
  },
]);

export const label = textStyle({ size: 'xs', color: 'textMuted' });

export const account = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline' }),
  {
    columnGap: vars.space.xs,
  },
]);

export const action = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  textStyle({ size: 'sm', weight: 'medium', color: 'link' }),
  {
    flexShrink: 0,
  },
]);

/** Points down while the picker is closed, up while it is open. */
export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  selectors: {
    [`${row}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});
