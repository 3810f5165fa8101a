import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../ui/Surface/surface.css';
import { sprinkles } from '../../../theme/sprinkles.css';

export const page = pageColumn;

/** The body never grows wider than the column for a wide child (a reward table, server HTML). */
export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' }),
  {
    minWidth: 0,
  },
]);

/** The not-found state's way back, centred under its message. */
export const action = sprinkles({ display: 'flex', justifyContent: 'center' });
