import { style } from '@vanilla-extract/css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const form = style([column.lg, textStyle({ flush: true })]);

/** The loading placeholders, laid out like the form they stand in for. */
export const skeleton = column.md;

export const skeletonSwap = sprinkles({ display: 'flex', justifyContent: 'center' });
