import { style } from '@vanilla-extract/css';
import { pageAction, pageFill } from '../../ui/Surface/pageAction.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** At least the screen's height: the form's button sits at its bottom (pageAction). */
export const page = style([pageColumn, pageFill]);

export const body = `${pageSection({ gap: 'lg' })} ${pageFill}`;

/** The button's place while the methods load: where the form's button will be. */
export const skeletonAction = pageAction;

export const skeletonRow = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  },
]);
