import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';

export const noPhone = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

/** A link drawn as a button: no underline. */
export const link = style({ textDecoration: 'none' });
