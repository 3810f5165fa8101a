import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../patterns/text.css';

/**
 * One flex item of the list's column: the list's own gap sets it apart from the rows, so the
 * footer sits where the rows' container says, with no outer margin of its own.
 */
export const root = style({ display: 'flex', flexDirection: 'column' });

/** A one-pixel marker at the top of the footer; reaching it (with the margin) loads the next page. */
export const sentinel = style({ height: '1px' });

export const content = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'sm',
});

export const text = textStyle({ size: 'sm', color: 'textMuted', align: 'center', flush: true });
