import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

/** A card like the pair's sides; its title and list sit closer than a card's `stack` steps. */
export const balances = style([
  surface({ tone: 'flat', padding: 'md' }),
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

export const balancesTitle = surfaceTitle.caption;

export const list = style([
  column.xs,
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const row = style([
  sprinkles({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 'md',
  }),
  textStyle({ size: 'md', leading: 'normal' }),
]);

export const code = textStyle({ weight: 'bold', color: 'text' });

export const refresh = hintText;
