import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { pageSection, surface } from '../../../ui/Surface/surface.css';

export const body = pageSection({ gap: 'lg' });

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

const placeholder = style([
  surface({ tone: 'placeholder', padding: 'none' }),
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'md', paddingInline: 'md' }),
]);

/** A placeholder row, the height of a real one so nothing jumps when the rows arrive. */
export const skeletonRow = style([
  placeholder,
  sprinkles({ alignItems: 'center' }),
  { minHeight: '64px' },
]);

export const skeletonCard = style([
  placeholder,
  sprinkles({ alignItems: 'flex-start', paddingBlock: 'md' }),
  { minHeight: '112px' },
]);

export const skeletonText = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { flex: 1 },
]);
